import { screen, within } from '@testing-library/react';
import { autoMount } from '../../../src/ui/mount';
import {
  mountNewVersionButton,
  newVersionButtonWidget,
} from '../../../src/widgets/new-version-button';
import { aSharedRecord } from '../../factories/access';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const host = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountNewVersionButton', () => {
  it('shows the button, enabled with can_new_version', () => {
    const handle = mountNewVersionButton(host(), {
      record: aSharedRecord(),
      permissions: { can_new_version: true },
    });
    expect(screen.getByRole('button', { name: 'New version' })).toBeEnabled();
    handle.update({ permissions: {} });
    expect(screen.getByRole('button', { name: 'New version' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    handle.unmount();
  });

  it.each([
    [{}, 'record must be a JSON object'],
    [{ record: {} }, 'record.links is required'],
    [{ record: { links: { versions: 7 } } }, 'record.links.versions must be a non-empty string'],
    // Without it the button could only fail when clicked.
    [
      { record: { links: { self: 'https://repo.test/api/records/x' } } },
      'record.links.versions is required',
    ],
    [
      { record: aSharedRecord(), permissions: { can_new_version: 'yes' } },
      'permissions.can_new_version must be true or false',
    ],
    [{ record: aSharedRecord(), permissions: [] }, 'permissions must be a JSON object'],
    [{ record: aSharedRecord(), config: 'en' }, 'config must be a JSON object'],
    [{ record: aSharedRecord(), config: { default_locale: '' } }, 'config.default_locale must be'],
  ])('shows what is wrong with %j in place of the button', (props, problem) => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mountNewVersionButton(host(), props);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This widget could not be loaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent(problem);
    expect(screen.queryByRole('button', { name: 'New version' })).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('rdm-widgets: cannot mount new-version-button:'),
    );
    handle.unmount();
  });
});

describe('newVersionButtonWidget', () => {
  it('is found by autoMount under its name, with its props from the page', () => {
    const element = host();
    element.dataset.rdmWidget = 'new-version-button';
    element.innerHTML = `
      <script type="application/json" data-rdm-prop="record">${JSON.stringify(aSharedRecord())}</script>
      <script type="application/json" data-rdm-prop="permissions">{"can_new_version": true}</script>`;
    const handles = autoMount(document, [newVersionButtonWidget]);
    expect(screen.getByRole('button', { name: 'New version' })).toBeEnabled();
    handles.forEach((handle) => handle.unmount());
  });
});
