const ELLIPSIS = '…';

/**
 * Shortens `text` to at most `maxLength` characters, ending with an ellipsis when cut.
 * Counts code points, so an emoji or other astral character is never split in half.
 */
export const truncate = (text: string, maxLength: number): string => {
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  if (maxLength <= 0) return '';
  return (
    chars
      .slice(0, maxLength - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
};
