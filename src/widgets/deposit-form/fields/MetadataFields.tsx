import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabulariesApi } from '../../../core/api';
import type { EditorConfig } from '../../../core/model';
import { useWhenIdle } from '../../../ui/hooks/useWhenIdle';
import { AdditionalDescriptionsField } from './AdditionalDescriptionsField';
import { AdditionalTitlesField } from './AdditionalTitlesField';
import { CopyrightField } from './CopyrightField';
import { CreatibutorsField } from './creatibutors/CreatibutorsField';
import { CustomFields } from './custom/CustomFields';
import { DatesField } from './DatesField';
import { DescriptionField } from './DescriptionField';
import { FieldGroupForm } from './FieldGroupForm';
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

// Until a group has been shown once, it is taken to be 600 px high.
const offScreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' } as const;

/**
 * A titled group of fields; the heading names the region for screen-reader navigation. The
 * browser skips laying out and painting a group while it is off screen (it stays in the
 * accessibility tree and in find-in-page), so a keystroke repaints only what is in view.
 */
const FieldSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title} className="rdm-field-section" style={offScreenSkipped}>
    <h2 className="ui dividing header">{title}</h2>
    <FieldGroupForm>{children}</FieldGroupForm>
  </section>
);

/**
 * Every metadata field of SPEC section 2 (Deposit editor), in InvenioRDM's order. Memoised:
 * the form's keystrokes reach each field through Formik, never through this list. The
 * sections after the first, below the fold of any screen, are rendered once the form's first
 * frames have painted: a large record's page shows and answers sooner.
 */
export const MetadataFields = memo(function MetadataFields({
  config,
  vocabulariesApi,
}: MetadataFieldsProps) {
  const { t } = useTranslation();
  const { vocabularies, default_locale: locale, autocompleteNames } = config;
  const listProps = { vocabularies, vocabulariesApi, locale };
  const restShown = useWhenIdle();
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
        {config.copyrightField !== false && <CopyrightField />}
      </FieldSection>
      {restShown && (
        <>
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
      )}
    </>
  );
});
