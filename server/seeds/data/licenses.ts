/** One licence of the `licenses` vocabulary (SPDX ids, lower-case). */
export interface LicenseSeed {
  id: string;
  title: string;
  description: string;
  url: string;
  icon: string;
  osiApproved: boolean;
  /** Besides 'all', which every licence has. */
  tags: ('recommended' | 'data' | 'software')[];
}

const cc = (
  id: string,
  code: string,
  version: string,
  title: string,
  description: string,
  tags: LicenseSeed['tags'],
): LicenseSeed => ({
  id,
  title,
  description,
  url: `https://creativecommons.org/licenses/${code}/${version}/legalcode`,
  icon: `cc-${code}-icon`,
  osiApproved: false,
  tags,
});

const CC_BY =
  'You may share and adapt the material for any purpose, even commercially, as long as you give appropriate credit';
const SA = ' and distribute your contributions under the same license.';
const NC = ' for non-commercial purposes only';
const ND = 'You may copy and redistribute the material unchanged, giving appropriate credit';

const CREATIVE_COMMONS: LicenseSeed[] = [
  cc('cc-by-4.0', 'by', '4.0', 'Creative Commons Attribution 4.0 International', `${CC_BY}.`, [
    'recommended',
    'data',
  ]),
  cc(
    'cc-by-sa-4.0',
    'by-sa',
    '4.0',
    'Creative Commons Attribution Share Alike 4.0 International',
    `${CC_BY}${SA}`,
    ['recommended', 'data'],
  ),
  cc(
    'cc-by-nc-4.0',
    'by-nc',
    '4.0',
    'Creative Commons Attribution Non Commercial 4.0 International',
    `${CC_BY.replace(', even commercially', '')}${NC}.`,
    ['data'],
  ),
  cc(
    'cc-by-nd-4.0',
    'by-nd',
    '4.0',
    'Creative Commons Attribution No Derivatives 4.0 International',
    `${ND}.`,
    ['data'],
  ),
  cc(
    'cc-by-nc-sa-4.0',
    'by-nc-sa',
    '4.0',
    'Creative Commons Attribution Non Commercial Share Alike 4.0 International',
    `You may adapt the material${NC}, giving credit${SA}`,
    ['data'],
  ),
  cc(
    'cc-by-nc-nd-4.0',
    'by-nc-nd',
    '4.0',
    'Creative Commons Attribution Non Commercial No Derivatives 4.0 International',
    `${ND}${NC}.`,
    ['data'],
  ),
  cc('cc-by-3.0', 'by', '3.0', 'Creative Commons Attribution 3.0 Unported', `${CC_BY}.`, ['data']),
  cc(
    'cc-by-sa-3.0',
    'by-sa',
    '3.0',
    'Creative Commons Attribution Share Alike 3.0 Unported',
    `${CC_BY}${SA}`,
    ['data'],
  ),
  cc(
    'cc-by-nc-3.0',
    'by-nc',
    '3.0',
    'Creative Commons Attribution Non Commercial 3.0 Unported',
    `Reuse with credit${NC}.`,
    ['data'],
  ),
  cc(
    'cc-by-nd-3.0',
    'by-nd',
    '3.0',
    'Creative Commons Attribution No Derivatives 3.0 Unported',
    `${ND}.`,
    ['data'],
  ),
  cc(
    'cc-by-nc-sa-3.0',
    'by-nc-sa',
    '3.0',
    'Creative Commons Attribution Non Commercial Share Alike 3.0 Unported',
    `Adaptation with credit${NC}${SA}`,
    ['data'],
  ),
  cc(
    'cc-by-nc-nd-3.0',
    'by-nc-nd',
    '3.0',
    'Creative Commons Attribution Non Commercial No Derivatives 3.0 Unported',
    `${ND}${NC}.`,
    ['data'],
  ),
  cc('cc-by-2.5', 'by', '2.5', 'Creative Commons Attribution 2.5 Generic', `${CC_BY}.`, ['data']),
  cc('cc-by-2.0', 'by', '2.0', 'Creative Commons Attribution 2.0 Generic', `${CC_BY}.`, ['data']),
  {
    id: 'cc0-1.0',
    title: 'Creative Commons Zero v1.0 Universal',
    description:
      'The person who associated a work with this deed has dedicated the work to the public domain by waiving all of their rights to the work worldwide.',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/legalcode',
    icon: 'cc-cc0-icon',
    osiApproved: false,
    tags: ['recommended', 'data'],
  },
  {
    id: 'cc-pdm-1.0',
    title: 'Creative Commons Public Domain Mark 1.0',
    description: 'Marks a work as free of known copyright restrictions.',
    url: 'https://creativecommons.org/publicdomain/mark/1.0/',
    icon: 'cc-pd-icon',
    osiApproved: false,
    tags: ['data'],
  },
];

const software = (
  id: string,
  title: string,
  url: string,
  description: string,
  recommended = false,
): LicenseSeed => ({
  id,
  title,
  description,
  url,
  icon: '',
  osiApproved: true,
  tags: recommended ? ['recommended', 'software'] : ['software'],
});

const OSI = 'https://opensource.org/licenses';
const GNU = 'https://www.gnu.org/licenses';

const SOFTWARE: LicenseSeed[] = [
  software(
    'mit',
    'MIT License',
    `${OSI}/MIT`,
    'A short permissive license: reuse with the copyright and license notice kept.',
    true,
  ),
  software(
    'apache-2.0',
    'Apache License 2.0',
    'https://www.apache.org/licenses/LICENSE-2.0',
    'A permissive license with an express grant of patent rights from contributors.',
    true,
  ),
  software(
    'bsd-2-clause',
    'BSD 2-Clause "Simplified" License',
    `${OSI}/BSD-2-Clause`,
    'A permissive license with two conditions: keep the copyright notice in source and binary forms.',
  ),
  software(
    'bsd-3-clause',
    'BSD 3-Clause "New" or "Revised" License',
    `${OSI}/BSD-3-Clause`,
    "A permissive license that also forbids using the authors' names to endorse derived products.",
    true,
  ),
  software(
    '0bsd',
    'BSD Zero Clause License',
    `${OSI}/0BSD`,
    'Permission to use, copy, modify and distribute for any purpose, with no conditions.',
  ),
  software(
    'gpl-2.0-only',
    'GNU General Public License v2.0 only',
    `${GNU}/old-licenses/gpl-2.0-standalone.html`,
    'A copyleft license: derived works must be distributed under the same terms (version 2 only).',
  ),
  software(
    'gpl-2.0-or-later',
    'GNU General Public License v2.0 or later',
    `${GNU}/old-licenses/gpl-2.0-standalone.html`,
    'A copyleft license: derived works under version 2 or any later version.',
  ),
  software(
    'gpl-3.0-only',
    'GNU General Public License v3.0 only',
    `${GNU}/gpl-3.0-standalone.html`,
    'A strong copyleft license with patent and anti-tivoization provisions (version 3 only).',
  ),
  software(
    'gpl-3.0-or-later',
    'GNU General Public License v3.0 or later',
    `${GNU}/gpl-3.0-standalone.html`,
    'A strong copyleft license, version 3 or any later version.',
    true,
  ),
  software(
    'lgpl-2.1-only',
    'GNU Lesser General Public License v2.1 only',
    `${GNU}/old-licenses/lgpl-2.1-standalone.html`,
    'A weak copyleft license for libraries (version 2.1 only).',
  ),
  software(
    'lgpl-2.1-or-later',
    'GNU Lesser General Public License v2.1 or later',
    `${GNU}/old-licenses/lgpl-2.1-standalone.html`,
    'A weak copyleft license for libraries, version 2.1 or later.',
  ),
  software(
    'lgpl-3.0-only',
    'GNU Lesser General Public License v3.0 only',
    `${GNU}/lgpl-3.0-standalone.html`,
    'A weak copyleft license for libraries (version 3 only).',
  ),
  software(
    'lgpl-3.0-or-later',
    'GNU Lesser General Public License v3.0 or later',
    `${GNU}/lgpl-3.0-standalone.html`,
    'A weak copyleft license for libraries, version 3 or later.',
  ),
  software(
    'agpl-3.0-only',
    'GNU Affero General Public License v3.0 only',
    `${GNU}/agpl-3.0-standalone.html`,
    'Copyleft that also covers use over a network (version 3 only).',
  ),
  software(
    'agpl-3.0-or-later',
    'GNU Affero General Public License v3.0 or later',
    `${GNU}/agpl-3.0-standalone.html`,
    'Copyleft that also covers use over a network, version 3 or later.',
  ),
  software(
    'mpl-2.0',
    'Mozilla Public License 2.0',
    'https://www.mozilla.org/en-US/MPL/2.0/',
    'A file-level weak copyleft license.',
  ),
  software(
    'epl-1.0',
    'Eclipse Public License 1.0',
    `${OSI}/EPL-1.0`,
    'A weak copyleft license used by Eclipse projects (version 1.0).',
  ),
  software(
    'epl-2.0',
    'Eclipse Public License 2.0',
    'https://www.eclipse.org/legal/epl-2.0',
    'A weak copyleft license with an optional secondary GPL compatibility.',
  ),
  software(
    'eupl-1.2',
    'European Union Public License 1.2',
    'https://joinup.ec.europa.eu/page/eupl-text-11-12',
    'A copyleft license of the European Commission, valid in all EU languages.',
  ),
  software(
    'isc',
    'ISC License',
    `${OSI}/ISC`,
    'A permissive license equivalent to the simplified BSD and MIT licenses.',
  ),
  software(
    'zlib',
    'zlib License',
    `${OSI}/Zlib`,
    'A permissive license: altered versions must be marked as such.',
  ),
  software(
    'artistic-2.0',
    'Artistic License 2.0',
    `${OSI}/Artistic-2.0`,
    'A license letting the original author keep some control over modified versions.',
  ),
  software(
    'bsl-1.0',
    'Boost Software License 1.0',
    'https://www.boost.org/LICENSE_1_0.txt',
    'A permissive license that does not require credit in binary distributions.',
  ),
  software(
    'cecill-2.1',
    'CeCILL Free Software License Agreement v2.1',
    'https://cecill.info/licenses/Licence_CeCILL_V2.1-en.html',
    'A French copyleft license compatible with the GNU GPL.',
  ),
  software(
    'afl-3.0',
    'Academic Free License v3.0',
    `${OSI}/AFL-3.0`,
    'A permissive license with patent termination.',
  ),
  software(
    'ecl-2.0',
    'Educational Community License v2.0',
    `${OSI}/ECL-2.0`,
    'The Apache 2.0 license with a narrower patent grant for educational institutions.',
  ),
  software(
    'ncsa',
    'University of Illinois/NCSA Open Source License',
    `${OSI}/NCSA`,
    'A permissive license combining the MIT and BSD licenses.',
  ),
  software(
    'postgresql',
    'PostgreSQL License',
    `${OSI}/PostgreSQL`,
    'A permissive license similar to the BSD and MIT licenses.',
  ),
  software(
    'python-2.0',
    'Python License 2.0',
    `${OSI}/Python-2.0`,
    'The license of the Python interpreter.',
  ),
  software(
    'unlicense',
    'The Unlicense',
    'https://unlicense.org/',
    'Dedicates the work to the public domain.',
  ),
  software(
    'ofl-1.1',
    'SIL Open Font License 1.1',
    'https://scripts.sil.org/OFL',
    'A license for fonts: free use, bundling and modification.',
  ),
  software(
    'cddl-1.0',
    'Common Development and Distribution License 1.0',
    `${OSI}/CDDL-1.0`,
    'A file-level weak copyleft license from Sun Microsystems.',
  ),
];

const OPEN_DATA: LicenseSeed[] = [
  {
    id: 'odbl-1.0',
    title: 'Open Data Commons Open Database License v1.0',
    description:
      'Share, create and adapt a database, with attribution, share-alike and keeping it open.',
    url: 'https://opendatacommons.org/licenses/odbl/1-0/',
    icon: '',
    osiApproved: false,
    tags: ['data'],
  },
  {
    id: 'odc-by-1.0',
    title: 'Open Data Commons Attribution License v1.0',
    description: 'Share, create and adapt a database, as long as you attribute it.',
    url: 'https://opendatacommons.org/licenses/by/1-0/',
    icon: '',
    osiApproved: false,
    tags: ['data'],
  },
  {
    id: 'pddl-1.0',
    title: 'Open Data Commons Public Domain Dedication & License 1.0',
    description: 'Places a database and its contents in the public domain.',
    url: 'https://opendatacommons.org/licenses/pddl/1-0/',
    icon: '',
    osiApproved: false,
    tags: ['data'],
  },
  {
    id: 'etalab-2.0',
    title: 'Etalab Open License 2.0',
    description: 'The open license of the French government for public data.',
    url: 'https://github.com/DISIC/politique-de-contribution-open-source/blob/master/LICENSE',
    icon: '',
    osiApproved: false,
    tags: ['data'],
  },
];

export const LICENSES: LicenseSeed[] = [...CREATIVE_COMMONS, ...SOFTWARE, ...OPEN_DATA];
