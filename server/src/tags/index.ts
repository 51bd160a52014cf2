/** What other areas may use of the tags area. */
export { ensureTags } from './ensure-tags.ts';
export { ojFilter, ojQuery } from './oj-filter.ts';
export { registerTagRoutes as registerTagArea } from './tags.routes.ts';
