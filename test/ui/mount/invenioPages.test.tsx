import { screen, within } from '@testing-library/react';
import de from '../../../src/ui/i18n/locales/de.json';
import { autoMount, type WidgetHandle } from '../../../src/ui/mount';
import { depositFormWidget } from '../../../src/widgets/deposit-form';
import { newVersionButtonWidget } from '../../../src/widgets/new-version-button';
import { requestAccessWidget } from '../../../src/widgets/request-access';
import { shareAccessWidget } from '../../../src/widgets/share-access';
import { aSharedRecord } from '../../factories/access';
import { aRequestableRecord } from '../../factories/accessRequest';
import { aDraft } from '../../factories/draft';
import {
  invenioEditInputs,
  invenioNewUploadInputs,
} from '../../support/invenio/invenioDepositInputs';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const widgets = [depositFormWidget, shareAccessWidget, newVersionButtonWidget, requestAccessWidget];

/** A JSON value as Jinja's `tojson` writes it into a single-quoted attribute. */
const attribute = (value: unknown) => JSON.stringify(value).replace(/'/g, '\\u0027');

/** InvenioRDM's deposit page: its hidden inputs, then the form's element. */
const depositPage = (inputs: Record<string, unknown>) =>
  Object.entries(inputs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value='${attribute(value)}'>`)
    .join('\n') + '<div id="deposit-form"></div>';

let handles: WidgetHandle[] = [];
afterEach(() => {
  handles.forEach((handle) => handle.unmount());
  handles = [];
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe("autoMount on InvenioRDM's own pages", () => {
  it('mounts the deposit form in the deposit page’s element, from its inputs', async () => {
    const draft = aDraft({ id: 'abc12-34567', metadata: { title: 'Tides of 2025' } });
    document.body.innerHTML = depositPage(invenioEditInputs(draft));
    handles = autoMount(document, widgets);
    await Promise.all(handles.map((handle) => handle.ready));
    const form = document.getElementById('deposit-form') as HTMLElement;
    // In the page's language, its `current_locale`.
    expect(form).toHaveAttribute('lang', 'de');
    expect(within(form).getByRole('textbox', { name: new RegExp(de.Title) })).toHaveValue(
      'Tides of 2025',
    );
    expect(within(form).getByRole('button', { name: de['Save draft'] })).toBeVisible();
    // Named as the widgets' own elements are, so that their stylesheet reaches it.
    expect(form).toHaveAttribute('data-rdm-widget', 'deposit-form');
    // Mounted once: a second call leaves the page alone.
    expect(autoMount(document, widgets)).toHaveLength(0);
  });

  it('says which input is broken in place of the form', () => {
    jest.mocked(console.error).mockImplementation(() => undefined);
    const others = invenioNewUploadInputs({ 'deposits-config': undefined });
    document.body.innerHTML =
      '<input type="hidden" name="deposits-config" value=\'{"createUrl": \'>' + depositPage(others);
    handles = autoMount(document, widgets);
    expect(screen.getByRole('alert')).toHaveTextContent('deposits-config is not valid JSON');
  });

  it('leaves a page that is not InvenioRDM’s alone', () => {
    document.body.innerHTML = '<div id="deposit-form"><p>Someone else’s form</p></div>';
    expect(autoMount(document, widgets)).toHaveLength(0);
    expect(screen.getByText('Someone else’s form')).toBeVisible();
  });

  it.each(['recordManagement', 'rdm-record-management'])(
    'puts Share and New version in the record page’s management menu (#%s)',
    (id) => {
      const record = aSharedRecord();
      // As v14 prints them: more than rights (the communities the viewer may remove it from).
      const permissions = {
        can_edit: true,
        can_manage: true,
        can_new_version: true,
        removable_community_ids: ['c0mmun1ty'],
      };
      document.body.innerHTML = `<div id="${id}"
      data-record='${attribute(record)}' data-permissions='${attribute(permissions)}'
      data-is-draft="false" data-current-user-id="1">Loading…</div>`;
      handles = autoMount(document, widgets);
      const menu = document.getElementById(id) as HTMLElement;
      expect(within(menu).getByRole('button', { name: /Share/ })).toBeVisible();
      expect(within(menu).getByRole('button', { name: /New version/ })).toBeVisible();
      expect(within(menu).queryByText('Loading…')).not.toBeInTheDocument();
      expect(autoMount(document, widgets)).toHaveLength(0);
    },
  );

  it('puts the access request form where the record page has it, for a guest', () => {
    const record = aRequestableRecord();
    document.body.innerHTML = `<div id="access-request-form-root"
      data-record='${attribute(record)}' data-user-anonymous='true'
      data-user-full-name='null' data-user-email='null'></div>`;
    handles = autoMount(document, widgets);
    const root = document.getElementById('access-request-form-root') as HTMLElement;
    expect(within(root).getByRole('textbox', { name: /e-mail/i })).toBeVisible();
  });
});
