import type { CSSProperties } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { Identifier } from '../../../../core/model';

interface BadgeLook {
  label: string;
  text: string;
  style: CSSProperties;
}

const badge = (background: string, color: string): CSSProperties => ({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: '0 0.3em',
  marginInlineStart: '0.35em',
  borderRadius: '0.8em',
  fontSize: '0.75em',
  fontWeight: 700,
  lineHeight: '1.6em',
  textAlign: 'center',
  background,
  color,
});

/** The schemes with a badge; colours are the schemes' own, with text dark or light enough. */
const BADGES: Readonly<Record<string, BadgeLook>> = {
  orcid: { label: 'ORCID', text: 'iD', style: badge('#a6ce39', '#000') },
  ror: { label: 'ROR', text: 'ROR', style: badge('#53baa1', '#000') },
  gnd: { label: 'GND', text: 'GND', style: badge('#0063af', '#fff') },
};

/** Small badges for a person's or organisation's ORCID, ROR and GND identifiers. */
export const IdentifierBadges = ({ identifiers }: { identifiers?: readonly Identifier[] }) => {
  const { t } = useTranslation();
  return (
    <>
      {identifiers?.map(({ scheme, identifier }) => {
        const look = BADGES[scheme.toLowerCase()];
        if (!look) return null;
        const name = t('{{scheme}}: {{identifier}}', { scheme: look.label, identifier });
        return (
          <span
            key={`${scheme}:${identifier}`}
            role="img"
            aria-label={name}
            title={name}
            style={look.style}
          >
            {look.text}
          </span>
        );
      })}
    </>
  );
};
