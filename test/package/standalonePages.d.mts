/** The types of standalonePages.mjs, for the benches written in TypeScript. */
export declare const STANDALONE_SCRIPT: string;

export interface StandalonePage {
  initial: string[];
  lazy: string[];
  onDemand: string[];
}

export declare const standalonePages: () => {
  widgets: string[];
  page: (widget: string) => StandalonePage;
};
