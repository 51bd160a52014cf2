export * from './embedded-db.ts';
export * from './runtime.ts';
