/**
 * The language tags of an Accept-Language header, most wanted first: by quality, then in the
 * order given. The wildcard and refused tags (`q=0`) are left out.
 */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const quality = params.find((param) => param.startsWith('q='));
      return { tag, q: quality === undefined ? 1 : Number(quality.slice(2)) };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
