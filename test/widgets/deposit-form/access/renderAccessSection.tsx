import type { EditorRecord } from '../../../../src/core/model';
import {
  AccessSection,
  type AccessSectionProps,
} from '../../../../src/widgets/deposit-form/access';
import { renderInForm, type RenderInFormOptions } from '../../../support/depositForm/renderInForm';

export type AccessOptions = Partial<AccessSectionProps> &
  Pick<RenderInFormOptions, 'validationSchema'> & {
    values?: Partial<EditorRecord>;
  };

/** The access section of a new public draft with one file, inside the harness form. */
export const renderAccessSection = ({ values, validationSchema, ...props }: AccessOptions = {}) => {
  const section = (overrides: Partial<AccessSectionProps> = {}) => (
    <AccessSection community={null} fileCount={1} isPublished={false} {...props} {...overrides} />
  );
  const view = renderInForm(section(), { initialValues: values, validationSchema });
  return {
    ...view,
    rerender: (overrides: Partial<AccessSectionProps>) => view.rerender(section(overrides)),
  };
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO timestamp `days` before now. */
export const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();
