export * from './draftRecord';
export * from './editorConfig';
export * from './parsed';
export * from './permissions';
export * from './recordJson';
