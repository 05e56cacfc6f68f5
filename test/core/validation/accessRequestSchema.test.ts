import { accessRequestErrors, type AccessRequestFormValues } from '../../../src/core/validation';

const filled: AccessRequestFormValues = {
  full_name: 'Eric Idle',
  email: 'eric@example.org',
  message: '',
  accept_conditions: false,
  consent_to_share_personal_data: false,
};

describe('accessRequestErrors', () => {
  it('asks a guest for a name and an e-mail address, spaces being nothing', () => {
    const shape = { guest: true, conditions: false };
    expect(accessRequestErrors({ ...filled, full_name: '  ', email: '' }, shape)).toEqual({
      full_name: 'Full name is a required field.',
      email: 'E-mail address is a required field.',
    });
    expect(accessRequestErrors(filled, shape)).toEqual({});
  });

  it.each(['eric', 'eric@', 'eric example.org'])('refuses %j as an e-mail address', (email) => {
    expect(accessRequestErrors({ ...filled, email }, { guest: true, conditions: false })).toEqual({
      email: 'Enter a valid e-mail address, such as name@example.org.',
    });
  });

  it('takes an address with spaces around it', () => {
    const values = { ...filled, email: ' eric@example.org ' };
    expect(accessRequestErrors(values, { guest: true, conditions: false })).toEqual({});
  });

  it('asks a logged-in user for nothing but accepting the conditions, when there are some', () => {
    const empty = { ...filled, full_name: '', email: '' };
    expect(accessRequestErrors(empty, { guest: false, conditions: false })).toEqual({});
    expect(accessRequestErrors(empty, { guest: false, conditions: true })).toEqual({
      accept_conditions: 'Accept the conditions to send your request.',
    });
    expect(
      accessRequestErrors(
        { ...empty, accept_conditions: true },
        { guest: false, conditions: true },
      ),
    ).toEqual({});
  });

  it('never requires the consent to share name and address', () => {
    expect(accessRequestErrors(filled, { guest: true, conditions: false })).toEqual({});
  });
});
