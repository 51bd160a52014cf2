/** What other areas may use of the tags area. */
export { ensureTags } from './ensure-tags.ts';
