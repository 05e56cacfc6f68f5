import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../core/api';
import type { EditorConfig } from '../../../core/model';
import { useLoadedPart } from '../../../ui/hooks/useLoadedPart';
import { useWhenIdle } from '../../../ui/hooks/useWhenIdle';
import { lazyPart } from '../../../ui/lazyPart';
import { LazyPartFailure } from '../../../ui/LazyPartFailure';
import { Overridable } from '../../../ui/overrides';
import { DepositSection } from '../layout/DepositSection';
import { useDepositSections } from '../layout/DepositSections';
import { AdditionalDescriptionsField } from './AdditionalDescriptionsField';
import { AdditionalTitlesField } from './AdditionalTitlesField';
import { CopyrightField } from './CopyrightField';
import { CreatibutorsField } from './creatibutors/CreatibutorsField';
import type { CustomFieldWidgetMap } from './custom/customFieldWidgetProps';
import { DescriptionField } from './DescriptionField';
import { LicencesField } from './LicencesField';
import { PublicationDateField } from './PublicationDateField';
import { ResourceTypeField } from './ResourceTypeField';
import { TitleField } from './TitleField';

/** The sections after the first, below the fold of any screen: their code loads after it. */
const laterSections = lazyPart(async () => (await import('./LaterSections')).LaterSections);

/** The first of the later sections, which gets the focus when a retried load succeeds. */
const FIRST_LATER_SECTION = 'recommended';

export interface MetadataFieldsProps {
  config: EditorConfig;
  vocabulariesApi: VocabulariesApi;
  /** The host's own custom-field widgets, by `ui_widget` name. */
  customFieldWidgets?: CustomFieldWidgetMap;
}

/**
 * Every metadata field of the deposit form (docs/deposit-layout.md), in InvenioRDM's order.
 * Memoised: the form's keystrokes reach each field through Formik, never through this list. The
 * sections after the first are loaded and rendered once the form's first frames have painted
 * and the page is idle: a phone downloads, and any page renders, the first screen sooner.
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
        <LaterSectionsSlot
          config={config}
          vocabulariesApi={vocabulariesApi}
          customFieldWidgets={customFieldWidgets}
        />
      )}
    </>
  );
});

/**
 * Where the later sections go. Until their code has arrived, a line says they are loading
 * (shown only when that takes a moment); when it cannot be fetched, a message says so, with
 * Retry. Nothing the form holds is lost meanwhile: the values are the form's, not the fields'.
 */
const LaterSectionsSlot = (props: MetadataFieldsProps) => {
  const { t } = useTranslation();
  const { showSection } = useDepositSections();
  const { Part: Sections, load, failed } = useLoadedPart(laterSections, true);
  const [retrying, setRetrying] = useState(false);
  const retried = useRef(false);

  // The Retry button goes away with the message: the focus goes on to what it brought.
  useEffect(() => {
    if (Sections && retried.current) showSection(FIRST_LATER_SECTION);
  }, [Sections, showSection]);

  if (Sections) return <Sections {...props} />;
  if (!failed && !retrying) {
    return <p className="rdm-later-loading">{t('Loading the rest of the form…')}</p>;
  }
  return (
    <LazyPartFailure
      message={t('The rest of the form could not be loaded. Check your connection and retry.')}
      busy={!failed}
      onRetry={() => {
        retried.current = true;
        setRetrying(true);
        load().catch(() => undefined);
      }}
    />
  );
};
