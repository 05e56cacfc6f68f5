import type { EditorRecord } from '../model';

/**
 * What the user typed on top of a record the server answered: its id, links, status, review
 * and files list, with the form's own metadata, custom fields, access, PIDs and files switch.
 * The server drops invalid values and the user may type while a call runs: neither may erase
 * what is in the form.
 */
export const withTypedValues = (server: EditorRecord, typed: EditorRecord): EditorRecord => ({
  ...server,
  metadata: typed.metadata,
  custom_fields: typed.custom_fields,
  access: typed.access,
  pids: typed.pids,
  files: { ...server.files, enabled: typed.files.enabled },
});
