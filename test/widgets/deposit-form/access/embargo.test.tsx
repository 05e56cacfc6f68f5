import { screen } from '@testing-library/react';
import { object } from 'yup';
import {
  EMBARGO_END_FORMAT,
  EMBARGO_END_REQUIRED,
  embargoSchema,
} from '../../../../src/core/validation';
import { aCommunity } from '../../../factories/community';
import { renderAccessSection } from './renderAccessSection';

/** The access part of the deposit schema: the form's own embargo rule. */
const accessSchema = object({ embargo: embargoSchema });
const schema = object({ access: accessSchema });
const embargoSwitch = () => screen.getByRole('checkbox', { name: 'Apply an embargo' });
const until = () => screen.getByRole('textbox', { name: 'Embargo end date' });
const reason = () => screen.getByRole('textbox', { name: 'Embargo reason (optional)' });
const save = () => screen.getByRole('button', { name: 'Save' });
const restrictedRecord = { access: { record: 'restricted', files: 'restricted' } } as const;

describe('AccessSection embargo switch', () => {
  it('is unavailable while record and files are public, and says why', () => {
    renderAccessSection();
    expect(embargoSwitch()).toBeDisabled();
    expect(embargoSwitch()).toHaveAccessibleDescription(
      'Restrict the record or its files to apply an embargo.',
    );
    expect(screen.queryByRole('textbox', { name: 'Embargo end date' })).not.toBeInTheDocument();
  });

  it('is available once only the files are restricted', async () => {
    const { user } = renderAccessSection();
    await user.click(screen.getByRole('checkbox', { name: 'Restrict files only' }));
    expect(embargoSwitch()).toBeEnabled();
  });

  it('is unavailable in a restricted community, and says why', () => {
    renderAccessSection({ community: aCommunity({ access: { visibility: 'restricted' } }) });
    expect(embargoSwitch()).toBeDisabled();
    expect(embargoSwitch()).toHaveAccessibleDescription(
      'A record in a restricted community cannot be embargoed.',
    );
  });

  it('opens the end date and reason fields of a restricted record', async () => {
    const { user, values } = renderAccessSection({ values: restrictedRecord });
    await user.click(embargoSwitch());
    expect(values().access.embargo).toEqual({ active: true });
    expect(until()).toHaveAccessibleDescription('Format: YYYY-MM-DD.');
    expect(until()).toHaveAttribute('aria-required', 'true');
    await user.type(until(), '2030-06-30');
    await user.type(reason(), 'Awaiting a patent');
    expect(values().access.embargo).toEqual({
      active: true,
      until: '2030-06-30',
      reason: 'Awaiting a patent',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Embargoed (full record)');
    expect(screen.getByRole('status')).toHaveTextContent('Embargoed until Jun 30, 2030.');
  });

  it('turns off by setting active to false, keeping date and reason', async () => {
    const embargo = { active: true, until: '2030-06-30', reason: 'Awaiting a patent' };
    const { user, values } = renderAccessSection({
      values: { access: { ...restrictedRecord.access, embargo } },
    });
    await user.click(embargoSwitch());
    expect(values().access.embargo).toEqual({ ...embargo, active: false });
    expect(screen.queryByRole('textbox', { name: 'Embargo end date' })).not.toBeInTheDocument();
  });
});

describe('AccessSection embargo validation', () => {
  const renderActive = (untilValue?: string) =>
    renderAccessSection({
      validationSchema: schema,
      values: {
        access: { ...restrictedRecord.access, embargo: { active: true, until: untilValue } },
      },
    });

  it('shows nothing before submit', () => {
    renderActive();
    expect(until()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(EMBARGO_END_REQUIRED)).not.toBeInTheDocument();
  });

  it('requires the end date on submit', async () => {
    const { user, onSubmit } = renderActive();
    await user.click(save());
    expect(await screen.findByText('Embargo end date is a required field.')).toBeInTheDocument();
    expect(until()).toHaveAttribute('aria-invalid', 'true');
    expect(until()).toHaveAccessibleDescription(
      'Format: YYYY-MM-DD. Embargo end date is a required field.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['30/06/2030', '2030-6-30', '2030-02-30'])('refuses %s as an end date', async (text) => {
    const { user, onSubmit } = renderActive(text);
    await user.click(save());
    expect(
      await screen.findByText('Embargo end date must be a real date written YYYY-MM-DD.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a real YYYY-MM-DD end date', async () => {
    const { user, onSubmit } = renderActive('2030-02-28');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(EMBARGO_END_FORMAT)).not.toBeInTheDocument();
  });
});

describe('embargoSchema', () => {
  it.each([
    ['no embargo', undefined],
    ['an inactive embargo without a date', { active: false }],
    ['an inactive embargo with a bad date', { active: false, until: 'soon' }],
    ['an active embargo with a date', { active: true, until: '2031-12-31', reason: null }],
  ])('accepts %s', async (_, embargo) => {
    await expect(embargoSchema.isValid(embargo)).resolves.toBe(true);
    await expect(
      accessSchema.isValid({ record: 'public', files: 'public', embargo }),
    ).resolves.toBe(true);
  });

  it.each([
    [{ active: true }, EMBARGO_END_REQUIRED],
    [{ active: true, until: '' }, EMBARGO_END_REQUIRED],
    [{ active: true, until: '2031-13-01' }, EMBARGO_END_FORMAT],
  ])('refuses %j', async (embargo, message) => {
    await expect(embargoSchema.validate(embargo)).rejects.toThrow(message);
  });
});
