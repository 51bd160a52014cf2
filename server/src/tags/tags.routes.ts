import { Router } from 'express';
import { z } from 'zod';
import {
  handleCommand,
  nextId,
  reservationDecider,
  reservationStream,
  tagClassificationStream,
  tagStream,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { parseBody, parseQuery, text } from '../http/validate.ts';
import { classificationDecider } from './classification.decider.ts';
import { createTag, tagKey, tagNameTaken } from './ensure-tags.ts';
import { tagDecider } from './tag.decider.ts';
import { ojQuery } from './oj-filter.ts';
import { classificationVo, findTag, listClassifications, tagVo } from './tags.queries.ts';

const managers = ['root', 'problem_admin'] as const;
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{3,8}$/, 'The color must be like #409eff')
  .optional()
  .default('#409eff');
const tagBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: text('Tag name', { max: 255 }),
  color,
  oj: z.string().max(20).optional().default('ME'),
  tcid: z.coerce.number().int().positive().nullable().optional().default(null),
});
const classBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: text('Classification name', { max: 255 }),
  oj: z.string().max(20).optional().default('ME'),
  rank: z.coerce.number().int().min(0).optional().default(0),
});
const idQuery = (name: string) =>
  z.object({
    [name]: z.coerce
      .number({ error: `${name} is required` })
      .int()
      .positive(`${name} is required`),
  });

/** Tag and classification management (root and problem admins). */
export const registerTagRoutes = (deps: Deps): Router => {
  const r = Router();
  const now = () => new Date().toISOString();

  r.post('/admin/tag', async (req, res) => {
    const user = requireRole(req, managers);
    const b = parseBody(tagBody, req);
    const { id, position } = await createTag(deps, {
      name: b.name,
      color: b.color,
      oj: b.oj,
      tcid: b.tcid,
      by: user.uid,
    });
    await deps.projections.waitFor(position);
    ok(res, tagVo((await findTag(deps.sql, id))!));
  });

  r.put('/admin/tag', async (req, res) => {
    const user = requireRole(req, managers);
    const b = parseBody(tagBody, req);
    if (!b.id) throw new HttpError(400, 'Tag id is required');
    const old = await findTag(deps.sql, b.id);
    if (!old) throw new HttpError(404, 'The tag does not exist');
    const [oldKey, newKey] = [tagKey(old.oj, old.name), tagKey(b.oj, b.name)];
    const renamed = oldKey.toLowerCase() !== newKey.toLowerCase();
    if (renamed)
      await handleCommand(deps.store, reservationStream('tagName', newKey), reservationDecider, {
        type: 'Reserve',
        value: newKey,
        ownerId: String(b.id),
        takenMessage: tagNameTaken,
      });
    const result = await handleCommand(deps.store, tagStream(b.id), tagDecider, {
      type: 'EditTag',
      tag: {
        id: b.id,
        name: b.name,
        color: b.color,
        oj: b.oj,
        // A group's tag stays the group's when the super admin renames or recolours it.
        gid: old.gid === null ? null : Number(old.gid),
        tcid: b.tcid,
        by: user.uid,
        at: now(),
      },
    });
    if (renamed)
      await handleCommand(deps.store, reservationStream('tagName', oldKey), reservationDecider, {
        type: 'Release',
        value: oldKey,
        ownerId: String(b.id),
      });
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'update successfully');
  });

  r.delete('/admin/tag', async (req, res) => {
    const user = requireRole(req, managers);
    const { tid } = parseQuery(idQuery('tid'), req) as { tid: number };
    const old = await findTag(deps.sql, tid);
    const result = await handleCommand(deps.store, tagStream(tid), tagDecider, {
      type: 'DeleteTag',
      by: user.uid,
      at: now(),
    });
    if (old) {
      const key = tagKey(old.oj, old.name);
      await handleCommand(deps.store, reservationStream('tagName', key), reservationDecider, {
        type: 'Release',
        value: key,
        ownerId: String(tid),
      });
    }
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'delete successfully');
  });

  r.get('/admin/tag/classification', async (req, res) => {
    requireRole(req, managers);
    const { oj } = parseQuery(ojQuery, req);
    ok(res, (await listClassifications(deps.sql, oj)).map(classificationVo));
  });

  r.post('/admin/tag/classification', async (req, res) => {
    const user = requireRole(req, managers);
    const b = parseBody(classBody, req);
    const id = await nextId(deps.sql, 'tag_classification');
    const result = await handleCommand(
      deps.store,
      tagClassificationStream(id),
      classificationDecider,
      {
        type: 'CreateClassification',
        data: { id, name: b.name, oj: b.oj, rank: b.rank, by: user.uid, at: now() },
      },
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, { id, name: b.name, oj: b.oj, rank: b.rank });
  });

  r.put('/admin/tag/classification', async (req, res) => {
    const user = requireRole(req, managers);
    const b = parseBody(classBody, req);
    if (!b.id) throw new HttpError(400, 'Classification id is required');
    const result = await handleCommand(
      deps.store,
      tagClassificationStream(b.id),
      classificationDecider,
      {
        type: 'EditClassification',
        data: { id: b.id, name: b.name, oj: b.oj, rank: b.rank, by: user.uid, at: now() },
      },
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'update successfully');
  });

  r.delete('/admin/tag/classification', async (req, res) => {
    const user = requireRole(req, managers);
    const { tcid } = parseQuery(idQuery('tcid'), req) as { tcid: number };
    const result = await handleCommand(
      deps.store,
      tagClassificationStream(tcid),
      classificationDecider,
      { type: 'DeleteClassification', by: user.uid, at: now() },
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
    ok(res, null, 'delete successfully');
  });

  return r;
};
