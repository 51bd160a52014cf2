export * from './store.ts';
export * from './case-set.ts';
export * from './zip-read.ts';
export * from './test-case-zip.ts';
