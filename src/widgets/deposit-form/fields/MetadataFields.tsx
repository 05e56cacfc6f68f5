import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabulariesApi } from '../../../core/api';
import type { EditorConfig } from '../../../core/model';
import { useWhenIdle } from '../../../ui/hooks/useWhenIdle';
import { DepositSection } from '../layout/DepositSection';
import { AdditionalDescriptionsField } from './AdditionalDescriptionsField';
import { AdditionalTitlesField } from './AdditionalTitlesField';
import { CopyrightField } from './CopyrightField';
import { CreatibutorsField } from './creatibutors/CreatibutorsField';
import { CustomFields } from './custom/CustomFields';
import type { CustomFieldWidgetMap } from './custom/customFieldWidgetProps';
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
  /** The host's own custom-field widgets, by `ui_widget` name. */
  customFieldWidgets?: CustomFieldWidgetMap;
}

/**
 * Every metadata field of the deposit form (docs/deposit-layout.md), in InvenioRDM's order.
 * Memoised: the form's keystrokes reach each field through Formik, never through this list. The
 * sections after the first, below the fold of any screen, are rendered once the form's first frames
 * have painted: a large record's page shows and answers sooner.
 */
export const MetadataFields = memo(function MetadataFields({
  config,
  vocabulariesApi,
  customFieldWidgets,
}: MetadataFieldsProps) {
  const { t } = useTranslation();
  const { vocabularies, default_locale: locale, autocompleteNames } = config;
  const listProps = { vocabularies, vocabulariesApi, locale };
  const restShown = useWhenIdle();
  return (
    <>
      <DepositSection id="basic" title={t('Basic information')}>
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
      </DepositSection>
      {restShown && (
        <>
          <DepositSection id="recommended" title={t('Recommended information')}>
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
          </DepositSection>
          <DepositSection id="funding" title={t('Funding')}>
            <FundingField vocabulariesApi={vocabulariesApi} locale={locale} />
          </DepositSection>
          <DepositSection id="identifiers" title={t('Alternate identifiers')}>
            <IdentifiersField vocabularies={vocabularies} />
          </DepositSection>
          <DepositSection id="related" title={t('Related works')}>
            <RelatedWorksField vocabularies={vocabularies} />
          </DepositSection>
          <DepositSection id="references" title={t('References')}>
            <ReferencesField />
          </DepositSection>
          <CustomFields
            ui={config.custom_fields?.ui}
            vocabularies={config.custom_fields?.vocabularies}
            vocabulariesApi={vocabulariesApi}
            locale={locale}
            widgets={customFieldWidgets}
            renderSection={(section, content) => (
              <DepositSection
                key={section.id}
                id={section.id}
                title={section.title}
                fieldForm={false}
              >
                {content}
              </DepositSection>
            )}
          />
        </>
      )}
    </>
  );
});
