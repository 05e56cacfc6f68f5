import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { I18nextProvider } from 'react-i18next';
import { DraftsApiClient, toApiError } from '../../../src/core/api';
import { accessRequestFailureOf } from '../../../src/core/rules';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { FailureMessage } from '../../../src/widgets/request-access/FailureMessage';
import { SharingError } from '../../../src/widgets/share-access/SharingError';
import { createStubAdapter } from '../../core/api/stubAdapter';
import { aDraft } from '../../factories/draft';
import { fuzzedErrorAnswer } from '../../support/fuzzedAnswers';

const SEED = Number(process.env.FUZZ_SEED ?? 40);

/** What a user must never read in place of a message. */
const UNCLEAR = /\[object Object\]|^(undefined|null|\s*)$/;

/** The failure a client call rejects with when the server answers `reply`. */
const failureOf = async (reply: Parameters<ReturnType<typeof createStubAdapter>['reply']>[0]) => {
  const stub = createStubAdapter();
  stub.reply(reply);
  const drafts = new DraftsApiClient({ adapter: stub.adapter });
  return drafts.read(aDraft()).then(
    () => {
      throw new Error('the call did not fail');
    },
    (error: unknown) => error,
  );
};

const i18n = createI18n();

describe('error answers fuzz', () => {
  it('reads 200 generated error answers into clear messages in the widgets', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzedErrorAnswer, async (reply) => {
        const error = await failureOf(reply);
        const apiError = toApiError(error);
        expect(apiError.message).not.toMatch(UNCLEAR);
        expect(apiError.status).toBe(reply.status);

        const failure = accessRequestFailureOf(error);
        const view = render(
          <I18nextProvider i18n={i18n}>
            <SharingError error={error} />
            {failure.kind === 'failed' && (
              <FailureMessage failure={failure} unplaced={failure.fieldErrors} />
            )}
          </I18nextProvider>,
        );
        try {
          for (const item of screen.queryAllByRole('listitem')) {
            expect(item.textContent).not.toMatch(/\[object Object\]|: $/);
          }
          expect(screen.getByRole('alert')).toHaveTextContent(apiError.message.trim());
        } finally {
          view.unmount();
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
