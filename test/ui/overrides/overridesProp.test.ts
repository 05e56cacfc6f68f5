import {
  COMMUNITY_HEADER_OVERRIDE_IDS,
  DEPOSIT_FORM_OVERRIDE_IDS,
  FILE_UPLOADER_OVERRIDE_IDS,
  NEW_UPLOAD_FROM_RECORD_OVERRIDE_IDS,
  NEW_VERSION_BUTTON_OVERRIDE_IDS,
  REQUEST_ACCESS_OVERRIDE_IDS,
  SHARE_ACCESS_OVERRIDE_IDS,
  STATUS_BANNER_OVERRIDE_IDS,
} from '../../../src/ui/overrides';
import { aDraft } from '../../factories/draft';
import { EVERY_WIDGET } from '../../support/everyWidget';

const IDS_OF: Record<string, readonly string[]> = {
  'status-banner': STATUS_BANNER_OVERRIDE_IDS,
  'community-header': COMMUNITY_HEADER_OVERRIDE_IDS,
  'deposit-form': DEPOSIT_FORM_OVERRIDE_IDS,
  'file-uploader': [...FILE_UPLOADER_OVERRIDE_IDS, ...NEW_VERSION_BUTTON_OVERRIDE_IDS],
  'share-access': SHARE_ACCESS_OVERRIDE_IDS,
  'new-version-button': NEW_VERSION_BUTTON_OVERRIDE_IDS,
  'new-upload-from-record': NEW_UPLOAD_FROM_RECORD_OVERRIDE_IDS,
  'request-access': REQUEST_ACCESS_OVERRIDE_IDS,
};

const idsOf = (name: string) => IDS_OF[name] ?? [];

// A record every widget takes: a saved draft with its sharing and request links and an owner.
const record = {
  ...aDraft(),
  links: { ...aDraft().links, access_request: 'https://repo.test/api/records/abc/access/request' },
  parent: { id: 'par01-23456', access: { owned_by: { user: '1' } } },
};

const Part = () => null;

describe.each(EVERY_WIDGET)('the $widget.name widget’s overrides prop', ({ widget, props }) => {
  const parse = (overrides: unknown) => widget.parseProps({ ...props, record, overrides });

  it('takes an override of each of its parts, as the page’s script gave it', () => {
    const overrides = Object.fromEntries(
      idsOf(widget.name).map((id, index) => [
        id,
        [Part, { replace: Part }, { hide: true }][index % 3],
      ]),
    );
    expect(parse(overrides)).toMatchObject({ ok: true, value: { overrides } });
  });

  it('names a misspelt id and a value that is no override', () => {
    const [first = ''] = idsOf(widget.name);
    const parsed = parse({ [`${first}s`]: Part, [first]: { hide: 'yes' } });
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      {
        field: `overrides.${first}s`,
        message: 'names no part of this widget (docs/overrides.md lists them)',
      },
      {
        field: `overrides.${first}`,
        message:
          'must be a React component, {replace: component} or {hide: true} (docs/overrides.md)',
      },
    ]);
    expect(parse([])).toMatchObject({ ok: false, problems: [{ field: 'overrides' }] });
  });
});

it('takes the deposit form’s custom-field sections by their place in the config', () => {
  const deposit = EVERY_WIDGET.find(({ widget }) => widget.name === 'deposit-form')!;
  const parsed = deposit.widget.parseProps({
    ...deposit.props,
    record: {},
    overrides: { 'deposit-form.section.custom-0': { hide: true } },
  });
  expect(parsed.ok).toBe(true);
});
