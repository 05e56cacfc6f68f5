/** ROR-like affiliations: `id|name|acronym|country code|country name|city|types` per line. */
const AFFILIATIONS_TABLE = `
01ggx4157|European Organization for Nuclear Research|CERN|CH|Switzerland|Geneva|facility,funder
03vek6s52|Harvard University||US|United States|Cambridge|education
042nb2s44|Massachusetts Institute of Technology|MIT|US|United States|Cambridge|education
00f54p054|Stanford University||US|United States|Stanford|education
052gg0110|University of Oxford||GB|United Kingdom|Oxford|education
013meh722|University of Cambridge||GB|United Kingdom|Cambridge|education
05a28rw58|ETH Zurich|ETHZ|CH|Switzerland|Zurich|education
02s376052|École Polytechnique Fédérale de Lausanne|EPFL|CH|Switzerland|Lausanne|education
04t3en479|Karlsruhe Institute of Technology|KIT|DE|Germany|Karlsruhe|education
01an7q238|University of California, Berkeley|UCB|US|United States|Berkeley|education
02jx3x895|University College London|UCL|GB|United Kingdom|London|education
041kmwe10|Imperial College London||GB|United Kingdom|London|education
01hcx6992|Humboldt-Universität zu Berlin|HU Berlin|DE|Germany|Berlin|education
01js2sh04|Deutsches Elektronen-Synchrotron DESY|DESY|DE|Germany|Hamburg|facility
01nrxwf90|University of Edinburgh||GB|United Kingdom|Edinburgh|education
03dbr7087|University of Toronto|U of T|CA|Canada|Toronto|education
04d836q62|TU Wien||AT|Austria|Vienna|education
02en5vm52|Sorbonne University||FR|France|Paris|education
046ak2485|Freie Universität Berlin|FU Berlin|DE|Germany|Berlin|education
01swzsf04|University of Geneva|UNIGE|CH|Switzerland|Geneva|education
02k7v4d05|University of Bern||CH|Switzerland|Bern|education
03mstc592|European Molecular Biology Laboratory|EMBL|DE|Germany|Heidelberg|nonprofit
035b05819|University of Copenhagen|UCPH|DK|Denmark|Copenhagen|education
04dkp9463|University of Amsterdam|UvA|NL|Netherlands|Amsterdam|education
05dxps055|California Institute of Technology|Caltech|US|United States|Pasadena|education
`;

export interface AffiliationSeed {
  id: string;
  name: string;
  acronym: string;
  country: string;
  countryName: string;
  city: string;
  types: string[];
}

export const AFFILIATIONS: AffiliationSeed[] = AFFILIATIONS_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [
      id = '',
      name = '',
      acronym = '',
      country = '',
      countryName = '',
      city = '',
      types = '',
    ] = line.split('|');
    return { id, name, acronym, country, countryName, city, types: types.split(',') };
  });

/** Funders (ROR ids) and their awards. */
export const FUNDERS = [
  { id: '00k4n6c32', name: 'European Commission', country: 'BE', countryName: 'Belgium' },
  {
    id: '021nxhr62',
    name: 'National Science Foundation',
    country: 'US',
    countryName: 'United States',
  },
  {
    id: '01cwqze88',
    name: 'National Institutes of Health',
    country: 'US',
    countryName: 'United States',
  },
  {
    id: '00rbzpz17',
    name: 'Agence Nationale de la Recherche',
    country: 'FR',
    countryName: 'France',
  },
  {
    id: '018mejw64',
    name: 'Deutsche Forschungsgemeinschaft',
    country: 'DE',
    countryName: 'Germany',
  },
  {
    id: '00yjd3n13',
    name: 'Swiss National Science Foundation',
    country: 'CH',
    countryName: 'Switzerland',
  },
  {
    id: '001aqnf71',
    name: 'UK Research and Innovation',
    country: 'GB',
    countryName: 'United Kingdom',
  },
  { id: '029chgv08', name: 'Wellcome Trust', country: 'GB', countryName: 'United Kingdom' },
];

/** `funder id|number|acronym|program|title|start|end` per line. */
const AWARDS_TABLE = `
00k4n6c32|246686|OpenAIRE|FP7|Open Access Infrastructure for Research in Europe|2009-12-01|2012-11-30
00k4n6c32|283595|OpenAIREplus|FP7|2nd-Generation Open Access Infrastructure for Research in Europe|2011-12-01|2014-05-31
00k4n6c32|101017536|OpenAIRE-Nexus|H2020|OpenAIRE-Nexus Scholarly Communication Services for EOSC users|2021-01-01|2023-06-30
00k4n6c32|824064|ESCAPE|H2020|European Science Cluster of Astronomy & Particle physics ESFRI research infrastructures|2019-02-01|2023-01-31
00k4n6c32|101057344|FAIR-IMPACT|HORIZON|Expanding FAIR solutions across EOSC|2022-06-01|2025-05-31
021nxhr62|1928374|CYBERTRAIN|CISE|Cyber training for reproducible research software|2020-09-01|2024-08-31
021nxhr62|2115410|OSCAR|GEO|Ocean sensing for climate and resilience|2021-07-01|2025-06-30
01cwqze88|R01GM123456||NIGMS|Structural dynamics of membrane transporters|2018-04-01|2023-03-31
00rbzpz17|ANR-20-CE31-0006|MATCH|CE31|Matter and cosmic horizons|2020-10-01|2024-09-30
018mejw64|390685689|NFDI4Ing|NFDI|National research data infrastructure for engineering sciences|2020-10-01|2025-09-30
00yjd3n13|200021_182345||Project funding|Alpine glacier retreat and sediment budgets|2019-01-01|2022-12-31
001aqnf71|EP/V012345/1|REPRO|EPSRC|Reproducible computational research at scale|2021-03-01|2024-02-29
029chgv08|221234/Z/20/Z||Discovery Research|Genomic surveillance of emerging pathogens|2020-06-01|2025-05-31
`;

export const AWARDS = AWARDS_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [
      funderId = '',
      number = '',
      acronym = '',
      program = '',
      title = '',
      start = '',
      end = '',
    ] = line.split('|');
    return { funderId, number, acronym, program, title, start, end };
  });
