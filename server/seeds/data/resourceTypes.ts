/**
 * InvenioRDM's default resource types, `id|title|icon|csl|datacite_general|datacite_type|
 * openaire_resourceType|openaire_type|eurepo|schema.org` per line. A subtype's id is
 * `<type>-<subtype>`; its props.type is the parent id and props.subtype its own id.
 */
const TABLE = `
publication|Publication|file alternate|report|Text||0017|publication|info:eu-repo/semantics/other|CreativeWork
publication-annotationcollection|Annotation collection|file alternate|report|Collection||0020|publication|info:eu-repo/semantics/technicalDocumentation|Collection
publication-book|Book|file alternate|book|Text|Book|0002|publication|info:eu-repo/semantics/book|Book
publication-section|Book chapter|file alternate|chapter|Text|Book chapter|0013|publication|info:eu-repo/semantics/bookPart|Chapter
publication-conferencepaper|Conference paper|file alternate|paper-conference|Text|Conference paper|0004|publication|info:eu-repo/semantics/conferencePaper|ScholarlyArticle
publication-conferenceproceeding|Conference proceeding|file alternate|paper-conference|Text|Conference proceeding|0004|publication|info:eu-repo/semantics/conferenceProceedings|Book
publication-datamanagementplan|Data management plan|file alternate|report|OutputManagementPlan||0045|publication|info:eu-repo/semantics/other|CreativeWork
publication-datapaper|Data paper|file alternate|article-journal|Text|Data paper|0001|publication|info:eu-repo/semantics/article|ScholarlyArticle
publication-article|Journal article|file alternate|article-journal|JournalArticle|Journal article|0001|publication|info:eu-repo/semantics/article|ScholarlyArticle
publication-journal|Journal|file alternate|article-journal|Journal||0043|publication|info:eu-repo/semantics/other|Periodical
publication-patent|Patent|file alternate|patent|Text|Patent|0019|publication|info:eu-repo/semantics/patent|CreativeWork
publication-peerreview|Peer review|file alternate|review|PeerReview||0015|publication|info:eu-repo/semantics/review|Review
publication-preprint|Preprint|file alternate|article|Preprint||0016|publication|info:eu-repo/semantics/preprint|ScholarlyArticle
publication-deliverable|Project deliverable|file alternate|report|Text|Project deliverable|0034|publication|info:eu-repo/semantics/report|CreativeWork
publication-milestone|Project milestone|file alternate|report|Text|Project milestone|0035|publication|info:eu-repo/semantics/report|CreativeWork
publication-proposal|Proposal|file alternate|report|Text|Proposal|0036|publication|info:eu-repo/semantics/researchProposal|CreativeWork
publication-report|Report|file alternate|report|Report||0017|publication|info:eu-repo/semantics/report|Report
publication-softwaredocumentation|Software documentation|file alternate|report|Text|Software documentation|0009|publication|info:eu-repo/semantics/technicalDocumentation|CreativeWork
publication-taxonomictreatment|Taxonomic treatment|file alternate|article|Text|Taxonomic treatment|0020|publication|info:eu-repo/semantics/other|ScholarlyArticle
publication-technicalnote|Technical note|file alternate|report|Text|Technical note|0009|publication|info:eu-repo/semantics/technicalDocumentation|TechArticle
publication-thesis|Thesis|file alternate|thesis|Dissertation||0044|publication|info:eu-repo/semantics/doctoralThesis|Thesis
publication-workingpaper|Working paper|file alternate|report|Text|Working paper|0014|publication|info:eu-repo/semantics/workingPaper|ScholarlyArticle
publication-other|Other|file alternate|article|Text||0020|publication|info:eu-repo/semantics/other|CreativeWork
event|Event|calendar|event|Event||0023|other|info:eu-repo/semantics/other|Event
image|Image|chart bar outline|graphic|Image||0025|dataset|info:eu-repo/semantics/other|ImageObject
image-diagram|Diagram|chart bar outline|graphic|Image|Diagram|0025|dataset|info:eu-repo/semantics/other|ImageObject
image-drawing|Drawing|chart bar outline|graphic|Image|Drawing|0025|dataset|info:eu-repo/semantics/other|ImageObject
image-figure|Figure|chart bar outline|figure|Image|Figure|0025|dataset|info:eu-repo/semantics/other|ImageObject
image-photo|Photo|chart bar outline|graphic|Image|Photo|0025|dataset|info:eu-repo/semantics/other|Photograph
image-plot|Plot|chart bar outline|graphic|Image|Plot|0025|dataset|info:eu-repo/semantics/other|ImageObject
image-other|Other|chart bar outline|graphic|Image||0025|dataset|info:eu-repo/semantics/other|ImageObject
model|Model|asterisk|figure|Model||0029|other|info:eu-repo/semantics/other|CreativeWork
poster|Poster|columns|speech|Text|Poster|0004|publication|info:eu-repo/semantics/conferencePoster|Poster
presentation|Presentation|group|speech|Text|Presentation|0004|publication|info:eu-repo/semantics/lecture|PresentationDigitalDocument
dataset|Dataset|table|dataset|Dataset||0021|dataset|info:eu-repo/semantics/other|Dataset
instrument|Instrument|microscope|other|Instrument||0020|other|info:eu-repo/semantics/other|CreativeWork
software|Software|code|software|Software||0029|software|info:eu-repo/semantics/other|SoftwareSourceCode
software-computationalnotebook|Computational notebook|code|software|ComputationalNotebook||0029|software|info:eu-repo/semantics/other|SoftwareSourceCode
lesson|Lesson|graduation|entry|InteractiveResource|Lesson|0010|other|info:eu-repo/semantics/lecture|CreativeWork
physicalobject|Physical object|box|entry|PhysicalObject||0028|other|info:eu-repo/semantics/other|CreativeWork
sound|Audio|microphone|song|Sound||0030|dataset|info:eu-repo/semantics/other|AudioObject
video|Video|film|motion_picture|Audiovisual||0033|dataset|info:eu-repo/semantics/other|MediaObject
workflow|Workflow|sitemap|software|Workflow||0020|other|info:eu-repo/semantics/other|CreativeWork
other|Other|asterisk|article|Other||0020|other|info:eu-repo/semantics/other|CreativeWork
`;

export interface ResourceTypeSeed {
  id: string;
  title: string;
  icon: string;
  props: Record<string, string>;
}

const PROP_NAMES = [
  'csl',
  'datacite_general',
  'datacite_type',
  'openaire_resourceType',
  'openaire_type',
  'eurepo',
  'schema.org',
] as const;

export const RESOURCE_TYPES: ResourceTypeSeed[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [id = '', title = '', icon = '', ...values] = line.split('|');
    const [type = id] = id.split('-');
    const props: Record<string, string> = { type, subtype: id === type ? '' : id };
    PROP_NAMES.forEach((name, index) => {
      const value = values[index] ?? '';
      props[name] = name === 'schema.org' ? `https://schema.org/${value}` : value;
    });
    return { id, title, icon, props };
  });
