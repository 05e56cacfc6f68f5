import { LANGUAGES, supportedLanguage } from '../../../src/core/i18n';

describe('supportedLanguage', () => {
  it('ships the 29 languages of InvenioRDM’s deposit form, Dutch, Finnish and Hebrew', () => {
    expect(LANGUAGES.map(({ code }) => code)).toHaveLength(32);
  });

  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['pt-BR', 'pt'],
    ['zh_CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-Hans', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['iw', 'he'],
    [' AR ', 'ar'],
  ])('reads %j as %j', (locale, language) => {
    expect(supportedLanguage(locale)).toBe(language);
  });

  it.each([['en'], ['en-GB'], ['is'], [''], [undefined], ['en-XA'], ['../../etc']])(
    'answers English for %j',
    (locale) => {
      expect(supportedLanguage(locale)).toBe('en');
    },
  );
});
