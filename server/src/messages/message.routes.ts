import { Router } from 'express';
import { z } from 'zod';
import {
  handleCommand,
  inboxStream,
  type MessageBox,
  type Sql,
  type UserMessageKind,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError, ok, page } from '../http/envelope.ts';
import { parseQuery } from '../http/validate.ts';
import { inboxDecider, type InboxCommand } from './inbox.decider.ts';
import { cleanTypes, defaultPageSize } from './message.policy.ts';
import {
  boxHolds,
  listNotices,
  listUserMessages,
  newestInBox,
  noticeVo,
  unreadCounts,
  userMessageVo,
} from './message.queries.ts';

const pageQuery = (size: number) =>
  z.object({
    currentPage: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).catch(size).default(size),
  });

const cleanQuery = z.object({
  type: z.enum(['Discuss', 'Reply', 'Like', 'Sys', 'Mine'], {
    error: 'The message type must be Discuss, Reply, Like, Sys or Mine',
  }),
  id: z.coerce
    .number({ error: 'The message id must be a positive integer' })
    .int('The message id must be a positive integer')
    .positive('The message id must be a positive integer')
    .optional(),
});

const paths: Record<MessageBox, string> = {
  comment: '/msg/comment',
  reply: '/msg/reply',
  like: '/msg/like',
  sys: '/msg/sys',
  mine: '/msg/mine',
};

/** One page of a box as the API answers it, with the box's size and newest id. */
const listBox = async (
  sql: Sql,
  uid: string,
  box: MessageBox,
  w: { offset: number; limit: number },
): Promise<{ records: object[]; total: number; newest: number }> => {
  if (box === 'sys' || box === 'mine') {
    const p = await listNotices(sql, uid, box, w);
    return { ...p, records: p.rows.map(noticeVo) };
  }
  const p = await listUserMessages(sql, uid, box satisfies UserMessageKind, w);
  return { ...p, records: p.rows.map(userMessageVo) };
};

/**
 * The message center of the signed-in user: unread counts, the five lists (loading one marks
 * its box read, so its count drops and the socket gets the new counts) and cleaning.
 */
export const registerMessageRoutes = (deps: Deps): Router => {
  const r = Router();
  const inbox = async (command: InboxCommand) => {
    const result = await handleCommand(
      deps.store,
      inboxStream(command.data.uid),
      inboxDecider,
      command,
    );
    await deps.projections.waitFor(result.appended?.position ?? 0);
  };

  r.get('/msg/unread', async (req, res) => {
    const user = requireUser(req);
    ok(res, await unreadCounts(deps.sql, user.uid));
  });

  for (const box of Object.keys(paths) as MessageBox[]) {
    r.get(paths[box], async (req, res) => {
      const user = requireUser(req);
      const q = parseQuery(pageQuery(defaultPageSize[box]), req);
      const list = await listBox(deps.sql, user.uid, box, {
        offset: (q.currentPage - 1) * q.limit,
        limit: q.limit,
      });
      // The page shows what was unread (`state` false); from now on the box counts as read.
      if ((await unreadCounts(deps.sql, user.uid))[box] > 0)
        await inbox({
          type: 'ReadMessages',
          data: { uid: user.uid, box, upTo: list.newest },
          metadata: { now: new Date().toISOString(), userId: user.uid },
        });
      ok(res, page(list.records, list.total, q.currentPage, q.limit));
    });
  }

  r.delete('/msg/clean', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(cleanQuery, req);
    const box = cleanTypes[q.type];
    if (q.id !== undefined && !(await boxHolds(deps.sql, user.uid, box, q.id)))
      throw new HttpError(404, 'The message does not exist');
    await inbox({
      type: 'CleanMessages',
      data: {
        uid: user.uid,
        box,
        id: q.id ?? null,
        upTo: await newestInBox(deps.sql, user.uid, box),
      },
      metadata: { now: new Date().toISOString(), userId: user.uid },
    });
    ok(res, null, 'delete successfully');
  });

  return r;
};
