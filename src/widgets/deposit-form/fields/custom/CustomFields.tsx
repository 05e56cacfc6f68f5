import { useId, useMemo, type ReactNode } from 'react';
import { Header } from 'semantic-ui-react';
import type { VocabulariesApi } from '../../../../core/api';
import { asObject } from '../../../../core/serializer/jsonReaders';
import { FieldGroupForm } from '../FieldGroupForm';
import { CustomFieldOptionsContext } from './customFieldOptions';
import type { CustomFieldWidgetMap } from './customFieldWidgetProps';
import { CustomField } from './customFieldWidgets';
import {
  customSectionsOf,
  readCustomFieldSections,
  type CustomSectionOutline,
} from './customFieldSections';

export interface CustomFieldsProps {
  /** `config.custom_fields.ui`: the sections as the host page prints them. */
  ui?: unknown;
  /**
   * `config.custom_fields.vocabularies`: the option lists of `Dropdown` fields by key, or (as
   * InvenioRDM prints it) a list of the vocabulary fields' keys, read as no option lists.
   */
  vocabularies?: unknown;
  /** Searches the vocabularies of `AutocompleteDropdown` fields. */
  vocabulariesApi?: VocabulariesApi;
  /** The language vocabulary titles are shown in. */
  locale?: string;
  /** The host's own widgets; they win over the built-in ones of the same name. */
  widgets?: CustomFieldWidgetMap;
  /** Wraps each section; by default a <section> with an h2 heading. */
  renderSection?: (section: CustomSectionOutline, content: ReactNode) => ReactNode;
}

/**
 * The instance's custom fields, grouped under the config's section headings, each bound to
 * `custom_fields.<field>`. Without a config there are none.
 */
export const CustomFields = ({
  ui,
  vocabularies,
  vocabulariesApi,
  locale = 'en',
  widgets,
  renderSection = plainSection,
}: CustomFieldsProps) => {
  const sections = useMemo(() => readCustomFieldSections(ui), [ui]);
  const outlines = useMemo(() => customSectionsOf(ui), [ui]);
  const options = useMemo(
    () => ({ vocabularies: asObject(vocabularies), vocabulariesApi, locale }),
    [vocabularies, vocabulariesApi, locale],
  );
  return (
    <CustomFieldOptionsContext.Provider value={options}>
      {sections.map((section, index) => {
        const outline = outlines[index];
        if (!outline) return null;
        return renderSection(
          outline,
          <FieldGroupForm>
            {section.fields.map(({ field, widget, props }) => (
              <CustomField
                key={field}
                field={field}
                widget={widget}
                props={props}
                hostWidgets={widgets}
              />
            ))}
          </FieldGroupForm>,
        );
      })}
    </CustomFieldOptionsContext.Provider>
  );
};

const plainSection = (section: CustomSectionOutline, content: ReactNode) => (
  <PlainSection key={section.id} title={section.title}>
    {content}
  </PlainSection>
);

const PlainSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <section className="rdm-custom-fields-section" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <Header as="h2" size="small" id={headingId}>
          {title}
        </Header>
      )}
      {children}
    </section>
  );
};
