import { useTranslation } from '../../src/ui/i18n/useTranslation';
import { renderInPseudoLocale } from './pseudoLocale';
import { leftover, untranslatedTexts } from './untranslatedTexts';

/** A component with one text through t() and, when asked, one that skips it. */
const Sample = ({ literal, label }: { literal?: string; label?: string }) => {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{t('Upload files')}</h2>
      <p>{t('Cancel {{name}}', { name: 'report.pdf' })}</p>
      {literal && <p>{literal}</p>}
      <button type="button" aria-label={label ?? t('Delete')}>
        ×
      </button>
    </section>
  );
};

describe('the pseudo-locale checker', () => {
  it('passes texts that came through t(), with the data they carry', () => {
    const { container } = renderInPseudoLocale(<Sample />);
    expect(untranslatedTexts(container)).toEqual([]);
  });

  it('catches a literal text that skipped t()', () => {
    const { container } = renderInPseudoLocale(<Sample literal="Drop files here" />);
    expect(untranslatedTexts(container)).toEqual([{ where: 'text', text: 'Drop files here' }]);
  });

  it('catches a literal accessible name', () => {
    const { container } = renderInPseudoLocale(<Sample label="Remove file" />);
    expect(untranslatedTexts(container)).toEqual([{ where: 'aria-label', text: 'Remove file' }]);
  });

  it('catches a t() key missing from the English catalog', () => {
    const Missing = () => <p>{useTranslation().t('A text nobody added to en.ts')}</p>;
    const { container } = renderInPseudoLocale(<Missing />);
    expect(untranslatedTexts(container)).toHaveLength(1);
  });

  it('lets through only the exact data values it is given', () => {
    const { container } = renderInPseudoLocale(<Sample literal="Ocean data" />);
    expect(untranslatedTexts(container, ['Ocean data'])).toEqual([]);
    expect(untranslatedTexts(container, ['Ocean'])).toEqual([
      { where: 'text', text: 'Ocean data' },
    ]);
  });

  it('cuts out nested translations and leaves numbers alone', () => {
    expect(leftover('⟦Files: ⟦3⟧ of 5⟧ 12.5 MB', [])).toBe('12.5 MB');
    expect(leftover('42 %', [])).toBe('42 %');
  });
});
