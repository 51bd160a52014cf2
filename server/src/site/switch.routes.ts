import { Router } from 'express';
import { switchConfigSchema, switchConfigStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import { readSwitchConfig } from './switch-config.queries.ts';

/** Judge and community switches (super admin). Unknown fields are refused, not dropped. */
export const registerSwitchRoutes = (deps: Deps): Router => {
  const r = Router();
  r.all('/admin/switch/info', async (req, res) => {
    requireRole(req, ['root']);
    ok(res, await readSwitchConfig(deps.sql));
  });
  r.put('/admin/switch/update', async (req, res) => {
    const user = requireRole(req, ['root']);
    // Unknown fields are ignored, as HOJ's Jackson binding does (its client echoes extras).
    const changes = parseBody(switchConfigSchema.partial(), req);
    const { position } = await deps.store.append(switchConfigStream, [
      { type: 'SwitchConfigUpdated', data: { changes, by: user.uid } },
    ]);
    await deps.projections.waitFor(position);
    ok(res, null, 'update successfully');
  });
  return r;
};
