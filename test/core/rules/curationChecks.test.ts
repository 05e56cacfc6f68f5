import {
  blockingErrors,
  curationChecks,
  withChecksOf,
} from '../../../src/core/rules/curationChecks';

const schemaError = { field: 'metadata.title', messages: ['Missing data for required field.'] };
const fundingAdvice = {
  field: 'metadata.funding',
  messages: ['Funding information is recommended.'],
  description: 'Our funders ask for the grant to be named.',
  severity: 'warning',
};
const licenceInfo = {
  field: 'metadata.rights',
  messages: ['An open licence is preferred.'],
  description: 'CC BY 4.0 lets others reuse the data with credit.',
  severity: 'info',
};
const languageError = {
  field: 'metadata.languages',
  messages: ['A language is required by this community.'],
  description: 'Curators index records by language.',
  severity: 'error',
};

describe('blockingErrors', () => {
  it('keeps schema errors and error-severity checks, drops warnings and infos', () => {
    expect(blockingErrors([schemaError, fundingAdvice, licenceInfo, languageError])).toEqual([
      schemaError,
      languageError,
    ]);
  });

  it('answers undefined when only advice is left, so nothing blocks', () => {
    expect(blockingErrors([fundingAdvice, licenceInfo])).toBeUndefined();
    expect(blockingErrors(undefined)).toBeUndefined();
  });

  it('treats a severity it does not know as blocking', () => {
    const odd = { ...fundingAdvice, severity: 'critical' };
    expect(blockingErrors([odd])).toEqual([odd]);
  });
});

describe('curationChecks', () => {
  it('lists check results with their description, errors first; schema errors are not checks', () => {
    expect(curationChecks([licenceInfo, schemaError, fundingAdvice, languageError])).toEqual([
      {
        field: 'metadata.languages',
        severity: 'error',
        messages: ['A language is required by this community.'],
        description: 'Curators index records by language.',
      },
      {
        field: 'metadata.funding',
        severity: 'warning',
        messages: ['Funding information is recommended.'],
        description: 'Our funders ask for the grant to be named.',
      },
      {
        field: 'metadata.rights',
        severity: 'info',
        messages: ['An open licence is preferred.'],
        description: 'CC BY 4.0 lets others reuse the data with credit.',
      },
    ]);
  });

  it('lists a check run twice once, and skips junk and empty entries', () => {
    const checks = curationChecks([fundingAdvice, fundingAdvice, 'x', null, { severity: 'info' }]);
    expect(checks).toHaveLength(1);
  });

  it('keeps a check without field or description', () => {
    expect(
      curationChecks([{ messages: ['Files must be in open formats.'], severity: 'warning' }]),
    ).toEqual([{ field: '', severity: 'warning', messages: ['Files must be in open formats.'] }]);
  });
});

describe('withChecksOf', () => {
  it("keeps the save's schema errors and takes the later read's check results", () => {
    const read = [languageError, schemaError];
    expect(withChecksOf([schemaError, fundingAdvice], read)).toEqual([schemaError, languageError]);
  });
});
