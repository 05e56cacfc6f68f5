import { sanitizeHtml } from '../access/sanitize';
import type { DeletionChecklistItem, ServerOptions } from '../options';
import { hostText } from '../pages/hostTexts';

/**
 * The demo's deletion checklist: what an owner may want that needs no deletion. Its texts are
 * translated in server/pages/hostTexts.ts.
 */
export const DEMO_DELETION_CHECKLIST: DeletionChecklistItem[] = [
  {
    label: 'I want to correct the title, the creators or the description.',
    message:
      'There is no need to delete the record for that: the metadata of a published record can be edited at any time.',
  },
  {
    label: 'I want to replace or add files.',
    message:
      'Publish a new version of the record instead: its files can change there, and this version stays citable. See <a href="https://inveniordm.docs.cern.ch/">the InvenioRDM documentation</a>.',
  },
];

/**
 * The checklist the deletion modal shows (InvenioRDM's `checklist`: `{label, message}`), in the
 * page's language `locale` where the demo translates it: labels as plain text, messages as
 * sanitised rich text, whatever the configuration held.
 */
export const deletionChecklist = (options: ServerOptions, locale: string) =>
  (options.recordDeletionChecklist ?? DEMO_DELETION_CHECKLIST).map(({ label, message }) => ({
    label: hostText(label, locale),
    message: sanitizeHtml(hostText(message, locale)),
  }));
