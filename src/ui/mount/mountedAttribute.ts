/** Set on an element once mounted, so a second autoMount call leaves it alone. */
export const MOUNTED_ATTRIBUTE = 'data-rdm-mounted';
