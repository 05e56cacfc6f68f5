import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import * as RdmWidgets from '../../src/standalone';
import { aMetadataOnlyDraft } from '../factories/draft';
import { renderOutsideAct } from '../support/syncMount';

renderOutsideAct();

const stored = aMetadataOnlyDraft();

/** The repository: a save answers the draft it was sent, as InvenioRDM does. */
const sent: InternalAxiosRequestConfig[] = [];
const repository: AxiosAdapter = async (config) => {
  sent.push(config);
  const data = config.method === 'put' ? { ...stored, ...JSON.parse(String(config.data)) } : {};
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};
let adapter: typeof axios.defaults.adapter;
beforeAll(() => {
  adapter = axios.defaults.adapter;
  axios.defaults.adapter = repository;
});
afterAll(() => {
  axios.defaults.adapter = adapter;
});

const json = (name: string, value: unknown) =>
  `<script type="application/json" data-rdm-prop="${name}">${JSON.stringify(value)}</script>`;

/** A section of the host's own, written as a page without a bundler writes it. */
const { React, useFormValue, useFormActions } = RdmWidgets;
const h = React.createElement;
const Keywords = ({ Section }: { Section: React.ComponentType<{ id: string; title: string }> }) => {
  const subjects = (useFormValue('metadata.subjects') as { subject: string }[] | undefined) ?? [];
  const { setFieldValue } = useFormActions();
  return h(
    Section,
    { id: 'keywords', title: 'Keywords' },
    h('input', {
      'aria-label': 'Keywords',
      defaultValue: subjects.map((subject) => subject.subject).join(', '),
      onBlur: (event: React.FocusEvent<HTMLInputElement>) =>
        setFieldValue(
          'metadata.subjects',
          event.target.value.split(',').map((word) => ({ subject: word.trim() })),
        ),
    }),
  );
};

describe('the standalone script’s overrides', () => {
  it('mounts a host’s own section written with the bundle’s React, and saves what it sets', async () => {
    document.body.innerHTML = `<div data-rdm-widget="deposit-form">${json('config', {
      createUrl: 'https://repo.test/api/records',
    })}${json('record', stored)}</div>`;
    const [handle] = RdmWidgets.autoMount(document, {
      'deposit-form': {
        overrides: {
          'deposit-form.sections.extra': Keywords,
          'deposit-form.field.subjects': { hide: true },
        },
      },
    });
    // The standalone script renders in slices: the form is there once it is ready, its later
    // sections, the host's among them, once their code has arrived after that.
    await handle?.ready;
    const section = await screen.findByRole('region', { name: 'Keywords' });
    expect(screen.queryByRole('group', { name: 'Keywords and subjects' })).not.toBeInTheDocument();
    await userEvent.type(within(section).getByRole('textbox', { name: 'Keywords' }), 'soil, salt');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'put')).toHaveLength(1));
    const [save] = sent.filter((request) => request.method === 'put');
    expect(JSON.parse(String(save?.data))).toMatchObject({
      metadata: { title: 'Soil samples', subjects: [{ subject: 'soil' }, { subject: 'salt' }] },
    });
    handle?.unmount();
  });
});
