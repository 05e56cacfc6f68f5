import { Fragment } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { FormCreatibutor } from '../../../../core/model';
import { creatorName, creatorSearchHref, shownCreators } from '../../../../core/rules';

/** The first 3 names, each linked to their records, then 'and N other(s)'. */
export const CreatibutorsSummary = ({ items }: { items: readonly FormCreatibutor[] }) => {
  const { t } = useTranslation();
  const { shown, othersCount } = shownCreators(items);
  return (
    <p className="rdm-creatibutors-summary">
      {shown.map((item, index) => {
        const name = creatorName(item);
        return (
          <Fragment key={index}>
            {index > 0 && '; '}
            {name ? <a href={creatorSearchHref(name)}>{name}</a> : '?'}
          </Fragment>
        );
      })}
      {othersCount > 0 && ` ${t('and {{count}} other(s)', { count: othersCount })}`}
    </p>
  );
};
