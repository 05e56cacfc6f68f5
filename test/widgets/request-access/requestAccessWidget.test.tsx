import { screen, within } from '@testing-library/react';
import { autoMount } from '../../../src/ui/mount';
import { mountRequestAccess, requestAccessWidget } from '../../../src/widgets/request-access';
import { aRecordWithSettings, aRequestableRecord } from '../../factories/accessRequest';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const host = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
});

const record = aRequestableRecord();

describe('mountRequestAccess', () => {
  it('shows a guest the form, and what update() changes', () => {
    const handle = mountRequestAccess(host(), { record, visitor: null });
    expect(screen.getByRole('heading', { name: 'Request access' })).toBeInTheDocument();
    handle.update({ permissions: { can_read_files: true } });
    expect(
      screen.getByText('You already have access to the files of this record.'),
    ).toBeInTheDocument();
    handle.update({
      permissions: {},
      record: aRecordWithSettings({ allow_guest_requests: false }),
    });
    expect(screen.getByText('Log in to request access to this record.')).toBeInTheDocument();
    handle.unmount();
  });

  it('takes a record whose JSON has only an id and where to ask', () => {
    const handle = mountRequestAccess(host(), {
      record: { id: 'x', links: { access_request: '/api/records/x/access/request' } },
      visitor: null,
    });
    expect(screen.getByText('Ask the owner of this record for access.')).toBeInTheDocument();
    handle.unmount();
  });

  it.each([
    ['record must be a JSON object', { visitor: null }],
    ['record must be a JSON object', { record: [], visitor: null }],
    ['record.id is required', { record: { links: {} }, visitor: null }],
    ['record.links is required', { record: { id: 'x' }, visitor: null }],
    ['record.links.access_request is required', { record: { id: 'x', links: {} }, visitor: null }],
    [
      'record.links.access_request must be a non-empty string',
      { record: { ...record, links: { access_request: '' } }, visitor: null },
    ],
    [
      'record.metadata.title must be a string, got 7',
      { record: { ...record, metadata: { title: 7 } }, visitor: null },
    ],
    [
      'record.parent.access.settings must be an object',
      { record: { ...record, parent: { access: { settings: [] } } }, visitor: null },
    ],
    [
      'record.parent.access.settings.allow_guest_requests must be true or false',
      {
        record: aRecordWithSettings({ allow_guest_requests: 'yes' as unknown as boolean }),
        visitor: null,
      },
    ],
    [
      'record.parent.access.settings.accept_conditions_text must be a string or null',
      {
        record: aRecordWithSettings({ accept_conditions_text: 3 as unknown as string }),
        visitor: null,
      },
    ],
    // Left out, a logged-in user would be taken for a guest.
    ['visitor is required (null for a visitor who is not logged in)', { record }],
    ['visitor must be a JSON object or null', { record, visitor: 'jane' }],
    ['visitor.id is required', { record, visitor: { email: 'jane@example.org' } }],
    [
      'visitor.id must be a non-empty string, got 2',
      { record, visitor: { id: 2, email: 'jane@example.org' } },
    ],
    ['visitor.email is required', { record, visitor: { id: '2' } }],
    [
      'visitor.full_name must be a string, got null',
      { record, visitor: { id: '2', email: 'j@x.org', full_name: null } },
    ],
    [
      'permissions.can_read_files must be true or false',
      { record, visitor: null, permissions: { can_read_files: 'no' } },
    ],
    ['config must be a JSON object', { record, visitor: null, config: 'en' }],
    [
      'config.loginUrl must be a non-empty string',
      { record, visitor: null, config: { loginUrl: '' } },
    ],
    [
      'config.apiBase must be a non-empty string, got 5',
      { record, visitor: null, config: { apiBase: 5 } },
    ],
    [
      'config.apiHeaders must be an object of strings',
      { record, visitor: null, config: { apiHeaders: { a: 1 } } },
    ],
  ])('shows %j in place of the widget', (problem, props) => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mountRequestAccess(host(), props);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This widget could not be loaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent(problem);
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('rdm-widgets: cannot mount request-access:'),
    );
    handle.unmount();
  });
});

describe('requestAccessWidget', () => {
  it('names a record whose links are no object once', () => {
    const parsed = requestAccessWidget.parseProps({
      record: { id: 'x', links: 'x' },
      visitor: null,
    });
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      { field: 'record.links', message: 'must be an object, got a string' },
    ]);
  });

  it('lists every problem at once, in the order of the props', () => {
    const parsed = requestAccessWidget.parseProps({
      record: { id: '', links: { access_request: 3 }, parent: { access: null } },
      visitor: { email: ' ', full_name: false },
      permissions: { can_read_files: 1 },
      config: { default_locale: '', apiHeaders: null },
    });
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      { field: 'record.id', message: 'must be a non-empty string, got a string' },
      { field: 'record.links.access_request', message: 'must be a non-empty string, got 3' },
      { field: 'record.parent.access', message: 'must be an object' },
      { field: 'visitor.id', message: 'is required' },
      { field: 'visitor.email', message: 'must be a non-empty string, got a string' },
      { field: 'visitor.full_name', message: 'must be a string, got false' },
      { field: 'permissions.can_read_files', message: 'must be true or false, got 1' },
      { field: 'config.default_locale', message: 'must be a non-empty string, got a string' },
      { field: 'config.apiHeaders', message: 'must be an object of strings, got null' },
    ]);
  });

  it('is found by autoMount under its name, with its props from the page', () => {
    const element = host();
    element.dataset.rdmWidget = 'request-access';
    element.innerHTML = `
      <script type="application/json" data-rdm-prop="record">${JSON.stringify(record)}</script>
      <script type="application/json" data-rdm-prop="visitor">null</script>
      <script type="application/json" data-rdm-prop="config">{"default_locale": "en"}</script>`;
    const handles = autoMount(document, [requestAccessWidget]);
    expect(screen.getByRole('form', { name: 'Request access' })).toBeInTheDocument();
    handles.forEach((handle) => handle.unmount());
  });
});
