import { parseEditorConfig } from '../../../src/core/config';

describe('parseEditorConfig', () => {
  it('fills the default locale and keeps the given fields', () => {
    const result = parseEditorConfig({ createUrl: '/api/records', fileUploadConcurrency: 2 });
    expect(result).toEqual({
      ok: true,
      value: { default_locale: 'en', createUrl: '/api/records', fileUploadConcurrency: 2 },
    });
  });

  it.each([
    ['a string', 'config', 'config must be a JSON object'],
    [null, 'config', 'config must be a JSON object'],
    [[], 'config', 'config must be a JSON object'],
    [undefined, 'config', 'config must be a JSON object'],
  ])('refuses %p as a whole', (raw, field, text) => {
    const result = parseEditorConfig(raw);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(`${result.problems[0]?.field} ${result.problems[0]?.message}`).toBe(text);
  });

  it.each([
    [{ createUrl: undefined }, 'config.createUrl is required'],
    [{ createUrl: '  ' }, 'config.createUrl must be a non-empty string, got a string'],
    [{ createUrl: 7 }, 'config.createUrl must be a non-empty string, got 7'],
    [
      { fileUploadConcurrency: 0 },
      'config.fileUploadConcurrency must be an integer of at least 1, got 0',
    ],
    [
      { fileUploadConcurrency: 2.5 },
      'config.fileUploadConcurrency must be an integer of at least 1, got 2.5',
    ],
    [{ apiHeaders: { 'X-A': 1 } }, 'config.apiHeaders must be an object of strings, got an object'],
    [
      { autocompleteNames: 'always' },
      'config.autocompleteNames must be one of search, search_only, off, got a string',
    ],
    [
      { decimalSizeDisplay: 'yes' },
      'config.decimalSizeDisplay must be true or false, got a string',
    ],
    [{ quota: { maxFiles: 0 } }, 'config.quota.maxFiles must be an integer of at least 1, got 0'],
    [
      { quota: { maxStorage: -1 } },
      'config.quota.maxStorage must be a number of at least 1, got -1',
    ],
    [
      { recordRestrictionGracePeriod: -3 },
      'config.recordRestrictionGracePeriod must be a number of at least 0, got -3',
    ],
    [{ vocabularies: ['dataset'] }, 'config.vocabularies must be an object, got an array'],
    [{ multipartUpload: true }, 'config.multipartUpload must be an object, got true'],
    [
      { multipartUpload: { partSize: 0 } },
      'config.multipartUpload.partSize must be an integer of at least 1, got 0',
    ],
    [
      { multipartUpload: { partSize: '64MB' } },
      'config.multipartUpload.partSize must be an integer of at least 1, got a string',
    ],
    [
      { multipartUpload: { threshold: -1 } },
      'config.multipartUpload.threshold must be an integer of at least 0, got -1',
    ],
    [
      { multipartUpload: { partConcurrency: 1.5 } },
      'config.multipartUpload.partConcurrency must be an integer of at least 1, got 1.5',
    ],
    [{ default_locale: '' }, 'config.default_locale must be a non-empty string, got a string'],
    [{ allowEmptyFiles: 1 }, 'config.allowEmptyFiles must be true or false, got 1'],
    [
      { user_communities_memberships: { c1: 2 } },
      'config.user_communities_memberships must be an object of strings, got an object',
    ],
    [{ licenceSearchUrl: ' ' }, 'config.licenceSearchUrl must be a non-empty string, got a string'],
    [{ is_doi_required: 'no' }, 'config.is_doi_required must be true or false, got a string'],
    [
      { community_required_to_publish: null },
      'config.community_required_to_publish must be true or false, got null',
    ],
    [{ copyrightField: 0 }, 'config.copyrightField must be true or false, got 0'],
    [
      { creatorsFileImport: 'yes' },
      'config.creatorsFileImport must be true or false, got a string',
    ],
    [{ autosave: 5 }, 'config.autosave must be an object, got 5'],
    [
      { autosave: { delayMs: 0 } },
      'config.autosave.delayMs must be an integer of at least 1, got 0',
    ],
    [{ quota: [] }, 'config.quota must be an object, got an array'],
    [{ custom_fields: 'x' }, 'config.custom_fields must be an object, got a string'],
  ])('names the bad field of %j', (overrides, text) => {
    const result = parseEditorConfig({ createUrl: '/api/records', ...overrides });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.map((problem) => `${problem.field} ${problem.message}`)).toContain(
        text,
      );
    }
  });

  it('keeps multipart uploads as given: the uploader fills their defaults', () => {
    const multipartUpload = { partSize: 8 * 1024 ** 2, threshold: 0, partConcurrency: 4 };
    const result = parseEditorConfig({ createUrl: '/api/records', multipartUpload });
    expect(result.ok && result.value.multipartUpload).toEqual(multipartUpload);
    expect(parseEditorConfig({ createUrl: '/api/records', multipartUpload: {} }).ok).toBe(true);
  });

  it('never echoes a string value, which may be a secret header', () => {
    const result = parseEditorConfig({ createUrl: '/api/records', apiHeaders: 'Bearer s3cret' });
    expect(JSON.stringify(result)).not.toContain('s3cret');
  });
});
