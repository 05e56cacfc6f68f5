import type { Page } from '@playwright/test';

/** Collects what the page reports as errors: console errors and uncaught exceptions. */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The location names the resource of a "Failed to load resource" error.
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};
