/** The deposit form's access section, for the form shell. */
export { AccessSection } from './AccessSection';
export type { AccessSectionProps } from './AccessSection';
export { AccessStateSummary } from './AccessStateSummary';
export type { AccessStateSummaryProps } from './AccessStateSummary';
