import { screen, within } from '@testing-library/react';
import { autoMount } from '../../../src/ui/mount';
import { mountShareAccess, shareAccessWidget } from '../../../src/widgets/share-access';
import { aSharedRecord } from '../../factories/access';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const host = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountShareAccess', () => {
  it('shows the Share button for a user who may manage the record', () => {
    const handle = mountShareAccess(host(), {
      record: aSharedRecord(),
      permissions: { can_manage: true },
      config: { default_locale: 'en' },
    });
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).not.toHaveAttribute('aria-disabled');
    handle.unmount();
  });

  it('shows a disabled Share button without permissions', () => {
    const handle = mountShareAccess(host(), { record: aSharedRecord() });
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-disabled', 'true');
    handle.unmount();
  });

  it.each([
    [{}, 'record must be a JSON object'],
    [{ record: [] }, 'record must be a JSON object'],
    [{ record: { ...aSharedRecord(), links: undefined } }, 'record.links is required'],
    [
      { record: { ...aSharedRecord(), links: { access: 7 } } },
      'record.links.access must be a URL string',
    ],
    [{ record: { ...aSharedRecord(), parent: {} } }, 'record.parent.access is required'],
    [
      { record: { ...aSharedRecord(), parent: { access: {} } } },
      'record.parent.access.owned_by is required',
    ],
    [{ record: aSharedRecord(), permissions: 'all' }, 'permissions must be a JSON object'],
    [
      { record: aSharedRecord(), permissions: { can_manage: 'yes' } },
      'permissions.can_manage must be true or false',
    ],
    [{ record: aSharedRecord(), config: [] }, 'config must be a JSON object'],
    [{ record: aSharedRecord(), config: { default_locale: '' } }, 'config.default_locale must be'],
  ])('shows what is wrong with %j in place of the button', (props, problem) => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mountShareAccess(host(), props);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This widget could not be loaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent(problem);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('rdm-widgets: cannot mount share-access:'),
    );
    handle.unmount();
  });
});

describe('shareAccessWidget', () => {
  it('is found by autoMount under its name, with its props from the page', () => {
    const element = host();
    element.dataset.rdmWidget = 'share-access';
    element.innerHTML = `
      <script type="application/json" data-rdm-prop="record">${JSON.stringify(aSharedRecord())}</script>
      <script type="application/json" data-rdm-prop="permissions">{"can_manage": true}</script>`;
    const handles = autoMount(document, [shareAccessWidget]);
    expect(screen.getByRole('button', { name: 'Share' })).not.toHaveAttribute('aria-disabled');
    handles.forEach((handle) => handle.unmount());
  });
});
