import type { CommunityRole } from '../../../src/core/model';
import type { CheckRule } from '../../communities/checks';

/** A demo community: what differs between them; the seed fills in the rest. */
export interface CommunitySeed {
  slug: string;
  title: string;
  description: string;
  type: 'organization' | 'event' | 'topic' | 'project';
  visibility?: 'public' | 'restricted';
  reviewPolicy?: 'closed' | 'open' | 'members';
  recordSubmissionPolicy?: 'open' | 'closed';
  theme?: { brand: string; primaryColor: string };
  website?: string;
  organizations?: ({ id: string } | { name: string })[];
  /** username to role */
  members: Record<string, CommunityRole>;
  hasLogo?: boolean;
  /** Curation check rules run on drafts addressed to the community. */
  checks?: CheckRule[];
}

/** One rule of each severity, so the demo shows how the deposit form treats each. */
const CLIMATE_CHECKS: CheckRule[] = [
  {
    id: 'description-required',
    title: 'Description',
    message: 'Describe the record in at least 20 characters.',
    description: 'Curators read the description to decide whether a record belongs here.',
    level: 'error',
    checks: [
      {
        type: 'comparison',
        left: { type: 'field', path: 'metadata.description' },
        operator: 'min',
        right: 20,
      },
    ],
  },
  {
    id: 'funding-recommended',
    title: 'Funding',
    message: 'Funding information is recommended.',
    description:
      'The network reports the work it hosts to its funders: name the grant if there is one.',
    level: 'warning',
    checks: [{ type: 'list', operator: 'exists', path: 'metadata.funding' }],
  },
  {
    id: 'subjects-suggested',
    title: 'Subjects',
    message: 'Add a subject so that readers find the record.',
    description: "Records with subjects appear in the network's topic pages.",
    level: 'info',
    checks: [{ type: 'list', operator: 'exists', path: 'metadata.subjects' }],
  },
];

/** Ordered oldest first: the seed gives each one a later `created` than the one before. */
export const COMMUNITIES: CommunitySeed[] = [
  {
    slug: 'open-science',
    title: 'Open Science',
    description: 'Openly shared research outputs from every discipline.',
    type: 'topic',
    website: 'https://open-science.demo.test',
    members: { carol: 'curator', alice: 'reader' },
    hasLogo: true,
  },
  {
    slug: 'restricted-lab',
    title: 'Restricted Lab',
    description: 'Internal outputs of the demo laboratory; visible to its members only.',
    type: 'organization',
    visibility: 'restricted',
    recordSubmissionPolicy: 'closed',
    organizations: [{ id: '01ggx4157' }],
    members: { alice: 'owner', bob: 'reader' },
  },
  {
    slug: 'verified-journal',
    title: 'Verified Journal of Reproducible Research',
    description: 'A peer-reviewed journal; submissions go through its dedicated upload form.',
    type: 'organization',
    theme: { brand: 'verified-journal', primaryColor: '#1c4f82' },
    website: 'https://journal.demo.test',
    members: { carol: 'owner' },
    hasLogo: true,
  },
  {
    slug: 'digital-humanities',
    title: 'Digital Humanities',
    description: 'Texts, corpora and tools for the humanities; curators publish directly.',
    type: 'topic',
    reviewPolicy: 'open',
    members: { carol: 'owner', alice: 'curator' },
    hasLogo: true,
  },
  {
    slug: 'climate-research',
    title: 'Climate Research Network',
    description: 'Observations, models and scenarios of the changing climate.',
    type: 'project',
    members: { bob: 'owner', alice: 'reader' },
    checks: CLIMATE_CHECKS,
  },
  {
    slug: 'marine-biology',
    title: 'Marine Biology Observatory',
    description: 'Biodiversity surveys and sensor data from coastal observatories.',
    type: 'organization',
    organizations: [{ name: 'Marine Biology Observatory' }],
    members: { carol: 'manager' },
  },
  {
    slug: 'astrophysics-collab',
    title: 'Astrophysics Collaboration',
    description: 'Data releases and analysis software of a sky survey.',
    type: 'project',
    members: { bob: 'curator' },
    hasLogo: true,
  },
  {
    slug: 'research-software',
    title: 'Research Software Engineering',
    description: 'Citable releases of research software and computational notebooks.',
    type: 'topic',
    reviewPolicy: 'members',
    members: { bob: 'owner', alice: 'reader', carol: 'reader' },
  },
  {
    slug: 'neuroscience-network',
    title: 'Neuroscience Network',
    description: 'Imaging data, protocols and models of the nervous system.',
    type: 'organization',
    members: { carol: 'curator' },
  },
  {
    slug: 'summer-school-2025',
    title: 'Open Data Summer School 2025',
    description: 'Slides, posters and lessons of the summer school.',
    type: 'event',
    members: { alice: 'manager' },
  },
  {
    slug: 'materials-science',
    title: 'Materials Science Data',
    description: 'Crystal structures, simulations and measurements of materials.',
    type: 'topic',
    members: {},
  },
  {
    slug: 'public-health',
    title: 'Public Health Open Data',
    description: 'Aggregated, anonymised public health indicators.',
    type: 'topic',
    members: { bob: 'manager' },
  },
];
