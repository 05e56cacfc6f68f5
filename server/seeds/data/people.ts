/**
 * The demo accounts (ids '1'..'5'; dave and admin hide their profiles, so nobody can find or
 * invite them; admin is in the administration group).
 */
export const DEMO_USERS = [
  {
    id: '1',
    username: 'alice',
    fullName: 'Alice Archer',
    affiliations: 'CERN',
    publicProfile: true,
  },
  {
    id: '2',
    username: 'bob',
    fullName: 'Bob Builder',
    affiliations: 'University of Geneva',
    publicProfile: true,
  },
  {
    id: '3',
    username: 'carol',
    fullName: 'Carol Curator',
    affiliations: 'European Molecular Biology Laboratory',
    publicProfile: true,
  },
  {
    id: '4',
    username: 'dave',
    fullName: 'Dave Hidden',
    affiliations: 'ETH Zurich',
    publicProfile: false,
  },
  {
    id: '5',
    username: 'admin',
    fullName: 'Ada Administrator',
    affiliations: 'Demo repository',
    publicProfile: false,
  },
].map((user) => ({ ...user, email: `${user.username}@demo.test` }));

/** Groups ("roles" in grants): id and name are the same, as InvenioRDM role ids are. */
export const DEMO_GROUPS = [
  { id: 'lab-members', description: 'Members of the demo laboratory', members: ['1', '2'] },
  { id: 'data-stewards', description: 'Research data stewards', members: ['3'] },
  // InvenioRDM's administration role: its members act on requests addressed to no one.
  { id: 'administration', description: 'Repository administrators', members: ['5'] },
];

/**
 * Person names for the creators autocomplete: `orcid|family|given|affiliation id` per line.
 * ORCID-shaped identifiers; the checksums are not meant to be valid.
 */
const NAMES_TABLE = `
0000-0002-1825-0097|Carberry|Josiah|042nb2s44
0000-0001-5109-3700|Lovelace|Ada|052gg0110
0000-0002-9079-593X|Curie|Marie|02en5vm52
0000-0003-1419-2405|Hopper|Grace|03vek6s52
0000-0001-6187-6610|Turing|Alan|013meh722
0000-0002-7134-8822|Franklin|Rosalind|02jx3x895
0000-0003-4022-8836|Meitner|Lise|01hcx6992
0000-0001-8135-3489|Noether|Emmy|046ak2485
0000-0002-3876-1234|Berners-Lee|Tim|01ggx4157
0000-0001-9876-5432|Hodgkin|Dorothy|052gg0110
0000-0003-2345-6789|McClintock|Barbara|00f54p054
0000-0002-4567-8901|Ramanujan|Srinivasa|013meh722
0000-0001-2233-4455|Goodall|Jane|01nrxwf90
0000-0002-6677-8899|Lamarr|Hedy|01an7q238
0000-0003-1122-3344|Johnson|Katherine|05dxps055
0000-0001-5566-7788|Feynman|Richard|05dxps055
0000-0002-9900-1122|Bohr|Niels|035b05819
0000-0003-3344-5566|Einstein|Albert|05a28rw58
0000-0001-7788-9900|Wu|Chien-Shiung|00f54p054
0000-0002-2211-3344|Carson|Rachel|03dbr7087
0000-0003-5544-6677|Smith|John|01ggx4157
0000-0001-8877-9966|Smith|Jane|04t3en479
0000-0002-1357-2468|Müller|Anna|04d836q62
0000-0003-8642-9753|García|Lucía|04dkp9463
`;

export const NAMES = NAMES_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [orcid = '', family = '', given = '', affiliationId = ''] = line.split('|');
    return { orcid, family, given, affiliationId };
  });
