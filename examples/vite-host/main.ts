/**
 * A page built with Vite that lets a logged-in user create, fill in and publish a new upload.
 * The API is on the page's own origin: through the dev proxy of vite.config.ts in
 * development, and behind the same host name as the page in production.
 */
import 'fomantic-ui-css/semantic.min.css';
import 'rdm-widgets/styles.css';
import { mountDepositForm, type DepositFormConfig } from 'rdm-widgets/deposit-form';

/**
 * InvenioRDM's own deposit page gets these lists from its server, and so does a host page:
 * the form offers what `config.vocabularies` lists and nothing else. Each id must be one of the
 * repository's (`GET /api/vocabularies/resourcetypes`, `.../creatorsroles`).
 */
const vocabularies: DepositFormConfig['vocabularies'] = {
  resource_type: [
    { id: 'dataset', icon: 'table', type_name: 'Dataset', subtype_name: '' },
    {
      id: 'publication-article',
      icon: 'file alternate',
      type_name: 'Publication',
      subtype_name: 'Journal article',
    },
    { id: 'software', icon: 'code', type_name: 'Software', subtype_name: '' },
  ],
  creators: {
    role: [
      { value: 'datacollector', text: 'Data collector' },
      { value: 'researcher', text: 'Researcher' },
    ],
  },
};

const config: DepositFormConfig = {
  createUrl: '/api/records',
  default_locale: 'en',
  vocabularies,
  // Where 'Add standard' searches; without it only custom licences can be added.
  licenceSearchUrl: '/api/vocabularies/licenses',
};

mountDepositForm('#deposit', {
  config,
  record: {}, // a new upload
  permissions: { can_manage: true },
});
