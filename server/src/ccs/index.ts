/**
 * The ICPC CCS Contest API (version 2023-06) under /api: read-only, HTTP Basic auth, the
 * event feed as a projection of the store (tokens are store positions).
 */
export { registerCcsRoutes as registerCcsArea } from './ccs.routes.ts';
