import type { Router } from 'express';
import type { Deps } from '../deps.ts';
import { registerAuditRoutes } from './audit.routes.ts';

/** The back office's audit log: admin actions read from the events, with filters. */
export const registerAdminAuditArea = (deps: Deps): Router => registerAuditRoutes(deps);
