import { screen, within } from '@testing-library/react';
import { autoMount } from '../../../src/ui/mount';
import { mountStatusBanner, statusBannerWidget } from '../../../src/widgets/status-banner';
import { aDraft } from '../../factories/draft';
import { renderOutsideAct } from '../../support/syncMount';

renderOutsideAct();

const host = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountStatusBanner', () => {
  it('shows the banner of the record it is given', () => {
    const handle = mountStatusBanner(host(), { record: aDraft({ status: 'published' }) });
    expect(screen.getByRole('status')).toHaveTextContent('Your upload is published.');
    handle.unmount();
  });

  it("speaks to a viewer without can_manage in a visitor's words", () => {
    const handle = mountStatusBanner(host(), {
      record: aDraft({ status: 'in_review' }),
      permissions: { can_manage: false, can_edit: false },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'This upload was submitted to the community for review.',
    );
    handle.unmount();
  });

  it('shows the new banner when the record changes', () => {
    const handle = mountStatusBanner(host(), { record: aDraft({ status: 'draft' }) });
    handle.update({ record: aDraft({ status: 'declined' }) });
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'declined');
    handle.unmount();
  });

  it.each([
    [{}, 'record must be a JSON object'],
    [{ record: 'draft' }, 'record must be a JSON object'],
    [{ record: { status: 7 } }, 'record.status must be a string, got 7'],
    [{ record: aDraft(), config: [] }, 'config must be a JSON object'],
    [{ record: aDraft(), permissions: { can_manage: 'yes' } }, 'permissions.can_manage must be'],
    [{ record: aDraft(), config: { default_locale: '' } }, 'config.default_locale must be'],
  ])('shows what is wrong with %j in place of the banner', (props, problem) => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mountStatusBanner(host(), props);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This widget could not be loaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent(problem);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('rdm-widgets: cannot mount status-banner:'),
    );
    handle.unmount();
  });

  it('shows an unknown status as an error, not a blank', () => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const handle = mountStatusBanner(host(), { record: { status: 'archived' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Status is undefined');
    expect(errors).toHaveBeenCalledWith(
      'rdm-widgets: status-banner: Status is undefined (got "archived")',
    );
    handle.unmount();
  });
});

describe('statusBannerWidget', () => {
  it('is found by autoMount under its name, with the record from the page', () => {
    const element = host();
    element.setAttribute('data-rdm-widget', 'status-banner');
    element.innerHTML = `<script type="application/json" data-rdm-prop="record">${JSON.stringify({
      status: 'expired',
    })}</script>`;
    const [handle] = autoMount(document, [statusBannerWidget]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The request to submit this upload to the community has expired.',
    );
    handle?.unmount();
  });
});
