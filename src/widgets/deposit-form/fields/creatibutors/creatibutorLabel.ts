import type { Translate } from '../../../../ui/i18n/builtInEnglish';
import type { FormCreatibutor } from '../../../../core/model';
import { creatorName } from '../../../../core/rules';
import type { CreatibutorKind } from './creatibutorFormValues';

/** The name a row is called by; a row without a name yet is called by its position. */
export const creatibutorLabel = (
  t: Translate,
  kind: CreatibutorKind,
  item: FormCreatibutor,
  position: number,
): string =>
  creatorName(item) ||
  (kind === 'creators'
    ? t('Creator {{position}}', { position })
    : t('Contributor {{position}}', { position }));
