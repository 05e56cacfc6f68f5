/**
 * ISO 639-1 codes to the ISO 639-3 ids of InvenioRDM's languages vocabulary, for the languages
 * sources most often name (`en`, `en-GB`); a three-letter code is taken as it is.
 */
const ALPHA_3: Record<string, string> = Object.fromEntries(
  (
    'ar:ara bg:bul ca:cat cs:ces cy:cym da:dan de:deu el:ell en:eng es:spa et:est eu:eus ' +
    'fa:fas fi:fin fr:fra ga:gle gl:glg he:heb hi:hin hr:hrv hu:hun id:ind is:isl it:ita ' +
    'ja:jpn ko:kor la:lat lt:lit lv:lav ms:msa mt:mlt nb:nob nl:nld nn:nno no:nor pl:pol ' +
    'pt:por ro:ron ru:rus sk:slk sl:slv sr:srp sv:swe sw:swa th:tha tr:tur uk:ukr vi:vie ' +
    'zh:zho'
  )
    .split(' ')
    .map((pair) => pair.split(':')),
);

/** The languages vocabulary id of a language code or tag; undefined when not known. */
export const languageIdOf = (code: string): string | undefined => {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (/^[a-z]{3}$/.test(primary)) return primary;
  return ALPHA_3[primary];
};
