export * from './embedded-db.ts';
export * from './runtime.ts';
export * from './ops.ts';
export * from './backup.ts';
export * from './request-context.ts';
export * from './atomic-file.ts';
