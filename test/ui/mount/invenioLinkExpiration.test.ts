import { invenioPagePlaces } from '../../../src/ui/mount/invenioPages';
import { depositFormWidget } from '../../../src/widgets/deposit-form';
import { shareAccessWidget } from '../../../src/widgets/share-access';
import { aSharedRecord } from '../../factories/access';
import { invenioNewUploadInputs } from '../../support/invenio/invenioDepositInputs';

/** A JSON value as Jinja's `tojson` writes it into a single-quoted attribute. */
const attribute = (value: unknown) => JSON.stringify(value).replace(/'/g, '\\u0027');

const depositPage = (linkExpiration: string) =>
  Object.entries(invenioNewUploadInputs())
    .map(([name, value]) => `<input type="hidden" name="${name}" value='${attribute(value)}'>`)
    .join('\n') +
  linkExpiration +
  '<div id="deposit-form"></div>';

const recordPage = (linkExpiration: string) =>
  `${linkExpiration}<div id="recordManagement" data-record='${attribute(aSharedRecord())}'
    data-permissions='${attribute({ can_manage: true })}'></div>`;

const placeOf = (html: string, widget: string) => {
  document.body.innerHTML = html;
  const place = invenioPagePlaces(document).find((found) => found.widget === widget);
  if (!place) throw new Error(`no ${widget} on the page`);
  return place;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe("InvenioRDM v14's link expiry setting, read from its pages", () => {
  it.each([
    ['true', true],
    ['false', false],
  ])('the deposit page saying %s: the form’s config says so', (value, required) => {
    const place = placeOf(
      depositPage(
        `<input type="hidden" id="deposits-share-btn-require-link-expiration"
          data-share-btn-require-link-expiration='${value}'>`,
      ),
      'deposit-form',
    );
    const parsed = depositFormWidget.parseProps(place.props);
    expect(parsed.ok && parsed.value.config.require_secret_links_expiration).toBe(required);
  });

  it('a deposit page before v14, without the element: nothing said', () => {
    const place = placeOf(depositPage(''), 'deposit-form');
    expect(place.props.config).not.toHaveProperty('require_secret_links_expiration');
  });

  it('the record page saying true: the Share button’s config says so', () => {
    const place = placeOf(
      recordPage(
        `<span id="detail-share-btn-require-link-expiration"
          data-share-btn-require-link-expiration='true'></span>`,
      ),
      'share-access',
    );
    const parsed = shareAccessWidget.parseProps(place.props);
    expect(parsed.ok && parsed.value.config).toEqual({ require_secret_links_expiration: true });
  });

  it('a record page before v14: no config, as before', () => {
    const place = placeOf(recordPage(''), 'share-access');
    expect(place.props).not.toHaveProperty('config');
  });
});
