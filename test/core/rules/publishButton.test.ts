import { isPublishDisabled } from '../../../src/core/rules';

describe('isPublishDisabled', () => {
  it.each([
    [false, true, 1, false],
    [false, true, 0, true],
    [false, false, 0, false],
    [true, true, 2, true],
    [true, false, 0, true],
  ])(
    'submitting %p, files enabled %p, %i file(s) -> disabled %p',
    (submitting, filesEnabled, fileCount, disabled) => {
      expect(isPublishDisabled({ submitting, filesEnabled, fileCount })).toBe(disabled);
    },
  );
});
