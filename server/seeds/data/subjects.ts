/** Subjects: the OECD Fields of Science and a few MeSH headings. */
const FOS_BASE = 'http://www.oecd.org/science/inno/38235147.pdf';

const FOS = [
  ['1.1', 'Mathematics'],
  ['1.2', 'Computer and information sciences'],
  ['1.3', 'Physical sciences'],
  ['1.4', 'Chemical sciences'],
  ['1.5', 'Earth and related environmental sciences'],
  ['1.6', 'Biological sciences'],
  ['2.1', 'Civil engineering'],
  ['2.2', 'Electrical engineering, electronic engineering, information engineering'],
  ['2.3', 'Mechanical engineering'],
  ['2.5', 'Materials engineering'],
  ['3.1', 'Basic medicine'],
  ['3.2', 'Clinical medicine'],
  ['3.3', 'Health sciences'],
  ['4.1', 'Agriculture, forestry, and fisheries'],
  ['5.1', 'Psychology'],
  ['5.2', 'Economics and business'],
  ['5.4', 'Sociology'],
  ['6.1', 'History and archaeology'],
  ['6.2', 'Languages and literature'],
  ['6.3', 'Philosophy, ethics and religion'],
];

const MESH = [
  ['D000001', 'Calcimycin'],
  ['D001769', 'Blood'],
  ['D003062', 'Coding'],
  ['D004777', 'Environment'],
  ['D005796', 'Genes'],
  ['D006801', 'Humans'],
  ['D008962', 'Models, Theoretical'],
  ['D009369', 'Neoplasms'],
  ['D012137', 'Respiratory System'],
  ['D014481', 'United States'],
];

export const SUBJECTS = [
  ...FOS.map(([code = '', subject = '']) => ({
    id: `${FOS_BASE}?${code}`,
    scheme: 'FOS',
    subject,
  })),
  ...MESH.map(([code = '', subject = '']) => ({
    id: `https://id.nlm.nih.gov/mesh/${code}`,
    scheme: 'MeSH',
    subject,
  })),
];
