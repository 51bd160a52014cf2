import type { Router } from 'express';
import { testDataRoot } from '@oj/events/testdata';
import type { Deps } from '../deps.ts';
import { registerTransferRoutes } from './transfer.routes.ts';

/** Problem import and export (root only): `/api/file/import-*-problem`, `/api/file/export-problem`. */
export const registerProblemTransferArea = (deps: Deps): Router =>
  registerTransferRoutes(deps, testDataRoot());
