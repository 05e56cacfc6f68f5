import { render, screen } from '@testing-library/react';
import { tabStopsIn } from '../../../src/ui/semantic/tabStops';

const labelsOf = (elements: HTMLElement[]) =>
  elements.map((element) => element.getAttribute('aria-label') ?? element.textContent);

describe('tabStopsIn', () => {
  it('answers what Tab stops at, in order: shown, enabled, one radio per group', () => {
    render(
      <div data-testid="root">
        <input aria-label="Text" />
        <input type="radio" name="type" aria-label="Person" defaultChecked />
        <input type="radio" name="type" aria-label="Organisation" />
        <input type="radio" name="other" aria-label="First of none checked" />
        <input type="radio" name="other" aria-label="Second of none checked" />
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" hidden>
          Hidden
        </button>
        <div style={{ display: 'none' }}>
          <button type="button">Inside hidden</button>
        </div>
        <fieldset disabled>
          <input aria-label="In a disabled fieldset" />
        </fieldset>
        <span tabIndex={-1}>Script only</span>
        <div role="button" tabIndex={0}>
          Focusable box
        </div>
        <a href="#top">Link</a>
        {/* An anchor without an address is no link: Tab passes it by. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a>No link</a>
        <select aria-label="Choice" />
        <textarea aria-label="Notes" />
      </div>,
    );
    expect(labelsOf(tabStopsIn(screen.getByTestId('root')))).toEqual([
      'Text',
      'Person',
      'First of none checked',
      'Focusable box',
      'Link',
      'Choice',
      'Notes',
    ]);
  });
});
