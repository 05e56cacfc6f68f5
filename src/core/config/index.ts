export * from './configBasics';
export * from './draftRecord';
export * from './editorConfig';
export * from './parsed';
export * from './permissions';
export * from './recordChecks';
export * from './recordJson';
export * from './schema';
