import type { Decorator } from '@storybook/react-vite';
import { Fragment } from 'react';

/** Args as text, leaving out functions and React's internal fields (which may be circular). */
const argsKey = (args: Record<string, unknown>): string => {
  try {
    return JSON.stringify(args, (key, value: unknown) => (key.startsWith('_') ? undefined : value));
  } catch {
    return 'args';
  }
};

/**
 * Scenario components build their fakes once, on the first render; a designer changing a
 * control expects the widget to start over with the new value, so the story mounts again.
 */
export const remountOnArgChange: Decorator = (Story, { args }) => (
  <Fragment key={argsKey(args)}>
    <Story />
  </Fragment>
);
