import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabulariesApi } from '../../../core/api';
import type { EditorConfig } from '../../../core/model';
import { AdditionalDescriptionsField } from './AdditionalDescriptionsField';
import { AdditionalTitlesField } from './AdditionalTitlesField';
import { CreatibutorsField } from './creatibutors/CreatibutorsField';
import { CustomFields } from './custom/CustomFields';
import { DatesField } from './DatesField';
import { DescriptionField } from './DescriptionField';
import { FundingField } from './FundingField';
import { IdentifiersField } from './IdentifiersField';
import { LanguagesField } from './LanguagesField';
import { LicencesField } from './LicencesField';
import { PublicationDateField } from './PublicationDateField';
import { PublisherField } from './PublisherField';
import { ReferencesField } from './ReferencesField';
import { RelatedWorksField } from './RelatedWorksField';
import { ResourceTypeField } from './ResourceTypeField';
import { SubjectsField } from './SubjectsField';
import { TitleField } from './TitleField';
import { VersionField } from './VersionField';

export interface MetadataFieldsProps {
  config: EditorConfig;
  vocabulariesApi: VocabulariesApi;
}

/** A titled group of fields; the heading names the region for screen-reader navigation. */
const FieldSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title} className="rdm-field-section">
    <h2 className="ui dividing header">{title}</h2>
    {children}
  </section>
);

/**
 * Every metadata field of SPEC section 2 (Deposit editor), in InvenioRDM's order. Memoised:
 * the form's keystrokes reach each field through Formik, never through this list.
 */
export const MetadataFields = memo(function MetadataFields({
  config,
  vocabulariesApi,
}: MetadataFieldsProps) {
  const { t } = useTranslation();
  const { vocabularies, default_locale: locale, autocompleteNames } = config;
  const listProps = { vocabularies, vocabulariesApi, locale };
  return (
    <>
      <FieldSection title={t('Basic information')}>
        <ResourceTypeField vocabularies={vocabularies} />
        <TitleField />
        <AdditionalTitlesField {...listProps} />
        <PublicationDateField />
        <CreatibutorsField
          kind="creators"
          vocabularies={vocabularies}
          vocabulariesApi={vocabulariesApi}
          autocompleteNames={autocompleteNames}
        />
        <DescriptionField />
        <AdditionalDescriptionsField {...listProps} />
        <LicencesField
          licenceSearchUrl={config.licenceSearchUrl}
          vocabulariesApi={vocabulariesApi}
        />
      </FieldSection>
      <FieldSection title={t('Recommended information')}>
        <CreatibutorsField
          kind="contributors"
          vocabularies={vocabularies}
          vocabulariesApi={vocabulariesApi}
          autocompleteNames={autocompleteNames}
        />
        <LanguagesField vocabulariesApi={vocabulariesApi} locale={locale} />
        <VersionField />
        <PublisherField />
        <DatesField vocabularies={vocabularies} />
        <SubjectsField vocabulariesApi={vocabulariesApi} />
      </FieldSection>
      <FieldSection title={t('Funding')}>
        <FundingField vocabulariesApi={vocabulariesApi} locale={locale} />
      </FieldSection>
      <FieldSection title={t('Alternate identifiers')}>
        <IdentifiersField vocabularies={vocabularies} />
      </FieldSection>
      <FieldSection title={t('Related works')}>
        <RelatedWorksField vocabularies={vocabularies} />
      </FieldSection>
      <FieldSection title={t('References')}>
        <ReferencesField />
      </FieldSection>
      <CustomFields ui={config.custom_fields?.ui} />
    </>
  );
});
