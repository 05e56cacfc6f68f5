import type { ComponentType } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Overridable } from '../../../ui/overrides';
import { DepositSection, FoldingSection, type DepositSectionProps } from '../layout/DepositSection';
import { CreatibutorsField } from './creatibutors/CreatibutorsField';
import { CustomFields } from './custom/CustomFields';
import { DatesField } from './DatesField';
import { FundingField } from './FundingField';
import { IdentifiersField } from './IdentifiersField';
import { LanguagesField } from './LanguagesField';
import type { MetadataFieldsProps } from './MetadataFields';
import { PublisherField } from './PublisherField';
import { ReferencesField } from './ReferencesField';
import { RelatedWorksField } from './RelatedWorksField';
import { SubjectsField } from './SubjectsField';
import { VersionField } from './VersionField';

/**
 * The deposit form's sections after the first (docs/deposit-layout.md), in InvenioRDM's order:
 * below the fold of any screen, so their code (the custom fields' dropdowns among it) loads
 * once the first section has painted (MetadataFields).
 */
export const LaterSections = ({
  config,
  vocabulariesApi,
  customFieldWidgets,
}: MetadataFieldsProps) => {
  const { t } = useTranslation();
  const { vocabularies, default_locale: locale, autocompleteNames } = config;
  return (
    <>
      <DepositSection id="recommended" title={t('Recommended information')}>
        <Overridable
          overrideId="deposit-form.field.contributors"
          Default={CreatibutorsField}
          kind="contributors"
          vocabularies={vocabularies}
          vocabulariesApi={vocabulariesApi}
          autocompleteNames={autocompleteNames}
          coauthorSuggestions={config.coauthorSuggestions}
          fileImport={config.creatorsFileImport === true}
        />
        <Overridable
          overrideId="deposit-form.field.languages"
          Default={LanguagesField}
          vocabulariesApi={vocabulariesApi}
          locale={locale}
        />
        <Overridable overrideId="deposit-form.field.version" Default={VersionField} />
        <Overridable overrideId="deposit-form.field.publisher" Default={PublisherField} />
        <Overridable
          overrideId="deposit-form.field.dates"
          Default={DatesField}
          vocabularies={vocabularies}
        />
        <Overridable
          overrideId="deposit-form.field.subjects"
          Default={SubjectsField}
          vocabulariesApi={vocabulariesApi}
        />
      </DepositSection>
      <DepositSection id="funding" title={t('Funding')}>
        <Overridable
          overrideId="deposit-form.field.funding"
          Default={FundingField}
          vocabulariesApi={vocabulariesApi}
          locale={locale}
        />
      </DepositSection>
      <DepositSection id="identifiers" title={t('Alternate identifiers')}>
        <Overridable
          overrideId="deposit-form.field.identifiers"
          Default={IdentifiersField}
          vocabularies={vocabularies}
        />
      </DepositSection>
      <DepositSection id="related" title={t('Related works')}>
        <Overridable
          overrideId="deposit-form.field.related-works"
          Default={RelatedWorksField}
          vocabularies={vocabularies}
        />
      </DepositSection>
      <DepositSection id="references" title={t('References')}>
        <Overridable overrideId="deposit-form.field.references" Default={ReferencesField} />
      </DepositSection>
      <Overridable
        overrideId="deposit-form.sections.custom-fields"
        Default={CustomFields}
        ui={config.custom_fields?.ui}
        vocabularies={config.custom_fields?.vocabularies}
        vocabulariesApi={vocabulariesApi}
        locale={locale}
        widgets={customFieldWidgets}
        renderSection={(section, content) => (
          <DepositSection key={section.id} id={section.id} title={section.title} fieldForm={false}>
            {content}
          </DepositSection>
        )}
      />
      <Overridable
        overrideId="deposit-form.sections.extra"
        Default={NoExtraSections}
        Section={FoldingSection}
      />
    </>
  );
};

/** What a host's own sections get (`deposit-form.sections.extra`): the form's section frame. */
export interface ExtraSectionsProps {
  /** Folds like the form's own; give it an `id` of the host's and a translated `title`. */
  Section: ComponentType<DepositSectionProps>;
}

/** The form has no sections of its own after the custom fields: a host may add some here. */
const NoExtraSections = (_props: ExtraSectionsProps) => null;
