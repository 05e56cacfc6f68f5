import { memo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabulariesApi } from '../../../core/api';
import type { EditorConfig } from '../../../core/model';
import { useWhenIdle } from '../../../ui/hooks/useWhenIdle';
import { Overridable } from '../../../ui/overrides';
import { DepositSection, FoldingSection, type DepositSectionProps } from '../layout/DepositSection';
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
        <Overridable
          overrideId="deposit-form.field.resource-type"
          Default={ResourceTypeField}
          vocabularies={vocabularies}
        />
        <Overridable overrideId="deposit-form.field.title" Default={TitleField} />
        <Overridable
          overrideId="deposit-form.field.additional-titles"
          Default={AdditionalTitlesField}
          {...listProps}
        />
        <Overridable
          overrideId="deposit-form.field.publication-date"
          Default={PublicationDateField}
        />
        <Overridable
          overrideId="deposit-form.field.creators"
          Default={CreatibutorsField}
          kind="creators"
          vocabularies={vocabularies}
          vocabulariesApi={vocabulariesApi}
          autocompleteNames={autocompleteNames}
          coauthorSuggestions={config.coauthorSuggestions}
          fileImport={config.creatorsFileImport === true}
        />
        <Overridable overrideId="deposit-form.field.description" Default={DescriptionField} />
        <Overridable
          overrideId="deposit-form.field.additional-descriptions"
          Default={AdditionalDescriptionsField}
          {...listProps}
        />
        <Overridable
          overrideId="deposit-form.field.licences"
          Default={LicencesField}
          licenceSearchUrl={config.licenceSearchUrl}
          vocabulariesApi={vocabulariesApi}
        />
        {config.copyrightField !== false && (
          <Overridable overrideId="deposit-form.field.copyright" Default={CopyrightField} />
        )}
      </DepositSection>
      {restShown && (
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
          <Overridable
            overrideId="deposit-form.sections.extra"
            Default={NoExtraSections}
            Section={FoldingSection}
          />
        </>
      )}
    </>
  );
});

/** What a host's own sections get (`deposit-form.sections.extra`): the form's section frame. */
export interface ExtraSectionsProps {
  /** Folds like the form's own; give it an `id` of the host's and a translated `title`. */
  Section: ComponentType<DepositSectionProps>;
}

/** The form has no sections of its own after the custom fields: a host may add some here. */
const NoExtraSections = (_props: ExtraSectionsProps) => null;
