import { useId, useMemo, type ReactNode } from 'react';
import { Header } from 'semantic-ui-react';
import type { VocabulariesApi } from '../../../../core/api';
import { FieldGroupForm } from '../FieldGroupForm';
import type { CustomFieldWidgetMap } from './customFieldWidgetProps';
import { customFieldWidget } from './customFieldWidgets';
import {
  customSectionsOf,
  readCustomFieldSections,
  type CustomSectionOutline,
} from './customFieldSections';

export interface CustomFieldsProps {
  /** `config.custom_fields.ui`: the sections as the host page prints them. */
  ui?: unknown;
  /** `config.custom_fields.vocabularies`: the options of vocabulary dropdowns. */
  vocabularies?: unknown;
  vocabulariesApi?: VocabulariesApi;
  /** The host's own widgets; they win over the built-in ones of the same name. */
  widgets?: CustomFieldWidgetMap;
  /** Wraps each section; by default a <section> with an h2 heading. */
  renderSection?: (section: CustomSectionOutline, content: ReactNode) => ReactNode;
}

/**
 * The instance's custom fields (SPEC 3), grouped under the config's section headings, each
 * bound to `custom_fields.<field>`. Without a config there are none.
 */
export const CustomFields = ({ ui, widgets, renderSection = plainSection }: CustomFieldsProps) => {
  const sections = useMemo(() => readCustomFieldSections(ui), [ui]);
  const outlines = useMemo(() => customSectionsOf(ui), [ui]);
  return (
    <>
      {sections.map((section, index) => {
        const outline = outlines[index];
        if (!outline) return null;
        return renderSection(
          outline,
          <FieldGroupForm>
            {section.fields.map(({ field, widget, props }) => {
              const Widget = customFieldWidget(widget, field, widgets);
              return <Widget key={field} name={`custom_fields.${field}`} props={props} />;
            })}
          </FieldGroupForm>,
        );
      })}
    </>
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
