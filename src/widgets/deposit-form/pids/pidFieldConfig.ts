/**
 * One persistent identifier field, configured as InvenioRDM's `pids` config entries are.
 * Labels come from the host's config, so they are shown as given.
 */
export interface PidFieldConfig {
  /** The key in `pids`, e.g. 'doi'. */
  scheme: string;
  /** The type in the `reserve_<pidType>` link; the scheme when absent. */
  pid_type?: string;
  /** The identifier's short name, e.g. 'DOI'. */
  label: string;
  placeholder?: string;
  /** The repository can reserve one (managed). */
  can_be_managed: boolean;
  /** The user can type one they already hold (unmanaged, provider 'external'). */
  can_be_unmanaged: boolean;
  btn_label_get: string;
  btn_label_discard: string;
  managed_help_text?: string;
  unmanaged_help_text?: string;
}

/** The provider of an identifier the user already holds (docs/behaviour.md#draft-actions). */
export const EXTERNAL_PROVIDER = 'external';

export type PidMode = 'managed' | 'unmanaged';

export const pidTypeOf = (config: PidFieldConfig): string => config.pid_type ?? config.scheme;

export const isMisconfigured = (config: PidFieldConfig): boolean =>
  !config.can_be_managed && !config.can_be_unmanaged;
