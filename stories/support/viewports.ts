import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * The viewports of the toolbar: Storybook's own, and a phone 375 px wide (the width most
 * phones in use have), which the stories named '… on a phone' open in.
 */
export const VIEWPORTS = {
  ...MINIMAL_VIEWPORTS,
  phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
} as const;

/** A story's `globals` for the phone viewport, fixed for that story. */
export const ON_A_PHONE = { viewport: { value: 'phone', isRotated: false } };
