import { createHash } from 'node:crypto';

const PALETTE = ['#1c4f82', '#2e7d32', '#8e24aa', '#c62828', '#ef6c00', '#00838f', '#5d4037'];

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Up to two initials: 'Alice Archer' -> 'AA', 'open-science' -> 'OS'. */
export const initialsOf = (name: string): string =>
  name
    .split(/[\s\-_,]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('') || '?';

/**
 * A square SVG with initials on a colour derived from `key`: the demo's avatars and
 * community logos (no uploads, deterministic).
 */
export const initialsSvg = (name: string, key: string, size = 100): string => {
  const digest = createHash('sha256').update(key).digest();
  const colour = PALETTE[(digest[0] ?? 0) % PALETTE.length];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<rect width="100" height="100" fill="${colour}"/>`,
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
  ].join('');
};
