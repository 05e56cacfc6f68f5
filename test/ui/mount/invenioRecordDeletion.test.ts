import { invenioPagePlaces } from '../../../src/ui/mount/invenioPages';
import { depositFormWidget } from '../../../src/widgets/deposit-form';
import { aDraft } from '../../factories/draft';
import { invenioEditInputs, invenioFormsConfig } from '../../support/invenio/invenioDepositInputs';

/** A JSON value as Jinja's `tojson` writes it into a single-quoted attribute. */
const attribute = (value: unknown) => JSON.stringify(value).replace(/'/g, '\\u0027');

const REASONS = [
  { text: 'Spam', value: 'spam' },
  { text: 'Other', value: 'other' },
];

/** What v14's edit page of a published record prints when the owner may delete it at once. */
const ALLOWED = {
  enabled: true,
  valid_user: true,
  allowed: true,
  recordDeletion: {
    immediate_deletion: {
      enabled: true,
      valid_user: true,
      allowed: true,
      policy: { id: 'grace-period-v1', description: 'Within 30 days of publication.' },
    },
    request_deletion: { enabled: true, valid_user: true, allowed: false, policy: null },
  },
  checklist: [
    {
      label: "I want to change the record's files",
      message: 'Publish a <a href="https://repo.test/help">new version</a> instead.',
    },
  ],
  context: { files: 2, internalDoi: true },
  existing_request: null,
};

const editPage = (extra: Record<string, unknown>) => {
  const inputs = {
    ...invenioEditInputs(aDraft({ id: 'abc12-34567', is_published: true, status: 'published' })),
    'deposits-config': invenioFormsConfig({
      createUrl: undefined,
      vocabularies: {
        ...invenioFormsConfig().vocabularies,
        deletion_request_removal_reasons: REASONS,
      },
    }),
    ...extra,
  };
  return (
    Object.entries(inputs)
      .map(([name, value]) => `<input type="hidden" name="${name}" value='${attribute(value)}'>`)
      .join('\n') + '<div id="deposit-form"></div>'
  );
};

const propsOf = (html: string) => {
  document.body.innerHTML = html;
  const place = invenioPagePlaces(document).find((found) => found.widget === 'deposit-form');
  if (!place) throw new Error('no deposit form on the page');
  return depositFormWidget.parseProps(place.props);
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe("InvenioRDM v14's record deletion, read from its deposit page", () => {
  it('gives the form the page’s deletion object and the reasons to choose from', () => {
    const parsed = propsOf(editPage({ 'deposits-record-deletion': ALLOWED }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.config.recordDeletion).toEqual(ALLOWED);
    expect(parsed.value.config.vocabularies?.deletion_request_removal_reasons).toEqual(REASONS);
  });

  it('reads the short object of a record the owner may no longer delete', () => {
    const notAllowed = {
      enabled: true,
      valid_user: true,
      allowed: false,
      existing_request: '/me/requests/4f1c',
    };
    const parsed = propsOf(editPage({ 'deposits-record-deletion': notAllowed }));
    expect(parsed.ok && parsed.value.config.recordDeletion).toEqual(notAllowed);
  });

  it('a deposit page before v14, without the input: nothing said', () => {
    const parsed = propsOf(editPage({}));
    expect(parsed.ok && parsed.value.config).not.toHaveProperty('recordDeletion');
  });

  it('refuses a request page that is no web address', () => {
    const parsed = propsOf(
      editPage({
        'deposits-record-deletion': { ...ALLOWED, existing_request: 'javascript:alert(1)' },
      }),
    );
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems).toContainEqual({
      field: 'config.recordDeletion.existing_request',
      message: 'must start with http://, https:// or a single /',
    });
  });
});
