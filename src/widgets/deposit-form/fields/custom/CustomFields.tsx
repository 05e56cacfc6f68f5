import { useId, useMemo } from 'react';
import { Header } from 'semantic-ui-react';
import { FieldGroupForm } from '../FieldGroupForm';
import { customFieldWidget } from './customFieldWidgets';
import { readCustomFieldSections, type CustomFieldSection } from './customFieldSections';

export interface CustomFieldsProps {
  /** `config.custom_fields.ui`: the sections as the host page prints them. */
  ui?: unknown;
}

/**
 * The instance's custom fields (SPEC 3), grouped under the config's section headings, each
 * bound to `custom_fields.<field>`. Without a config there are none.
 */
export const CustomFields = ({ ui }: CustomFieldsProps) => {
  const sections = useMemo(() => readCustomFieldSections(ui), [ui]);
  return (
    <>
      {sections.map((section, index) => (
        <CustomFieldsSection key={`${index}-${section.section}`} section={section} />
      ))}
    </>
  );
};

const CustomFieldsSection = ({ section }: { section: CustomFieldSection }) => {
  const headingId = useId();
  return (
    <section
      className="rdm-custom-fields-section"
      aria-labelledby={section.section ? headingId : undefined}
    >
      {section.section && (
        <Header as="h2" size="small" id={headingId}>
          {section.section}
        </Header>
      )}
      <FieldGroupForm>
        {section.fields.map(({ field, widget, props }) => {
          const Widget = customFieldWidget(widget, field);
          return <Widget key={field} name={`custom_fields.${field}`} props={props} />;
        })}
      </FieldGroupForm>
    </section>
  );
};
