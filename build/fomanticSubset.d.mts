/** The Fomantic components the reference server's pages draw, whole. */
export declare const fomanticComponents: () => string;
/** Those components without the rules for classes nothing names. */
export declare const fomanticSubset: () => Promise<string>;
