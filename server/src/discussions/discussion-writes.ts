import { z } from 'zod';
import { discussionStream, nextId } from '@oj/events';
import type { Deps } from '../deps.ts';
import type { UserRow } from '../auth/user-row.ts';
import { HttpError } from '../http/envelope.ts';
import { text } from '../http/validate.ts';
import { canPostDiscussion } from '../accounts/user-type.policy.ts';
import { discussionDecider, type DiscussionFields } from './discussion.decider.ts';
import {
  discussionLimits as limits,
  discussionMessages as m,
  isDiscussionModerator,
} from './discussion.policy.ts';
import { categoryExists, findDiscussionRow, problemGroupOf } from './discussion.queries.ts';
import { assertAreaOpen, assertMayPostDiscussion } from './discussion-gates.ts';
import { discussionAccess, groupDiscussionLevel } from './discussion-access.ts';
import { nowIso, runAndWait } from './discussion-run.ts';

const optionalId = z.coerce.number().int().positive().optional();

// HOJ clients send the whole Discussion (counts, author, times too); only these are taken.
export const discussionBody = z.object({
  id: optionalId,
  /** The group of a group discussion (HOJ's client sends it as a string). */
  gid: optionalId,
  categoryId: z.coerce.number({ error: m.categoryRequired }).int(m.categoryRequired),
  title: text('Title', { max: limits.title }),
  description: text('Description', { max: limits.description }),
  // Not trimmed: leading spaces are markdown (an indented code block).
  content: z
    .string({ error: 'Content is required' })
    .max(limits.content, `Content can be at most ${limits.content} characters`)
    .refine((s) => s.trim() !== '', 'Content is required'),
  pid: z.string().trim().max(255).optional(),
  topPriority: z.boolean().optional().default(false),
  /** 0 normal, 1 disabled: taken from a group admin's page only (HOJ's group admin table). */
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional()
    .catch(undefined),
});
export type DiscussionBody = z.infer<typeof discussionBody>;

/**
 * The checked fields: the category exists; a linked problem exists and is a site problem or,
 * in a group discussion, one of that group's (another group's problem is not revealed).
 */
const fieldsOf = async (
  deps: Deps,
  b: DiscussionBody,
  gid: number | null,
): Promise<DiscussionFields> => {
  if (!(await categoryExists(deps.sql, b.categoryId))) throw new HttpError(400, m.categoryMissing);
  const pid = b.pid ? b.pid : null;
  if (pid !== null) {
    const problemGid = await problemGroupOf(deps.sql, pid);
    if (problemGid === undefined || (problemGid !== null && problemGid !== gid))
      throw new HttpError(404, m.problemMissing);
  }
  const { categoryId, title, description, content, topPriority } = b;
  return { categoryId, title, description, content, pid, topPriority };
};

const metadata = (user: UserRow, moderator: boolean) => ({
  now: nowIso(),
  userId: user.uid,
  moderator,
});

/**
 * Posts a site discussion (`gid` null, behind the public switch) or a group's (its members,
 * behind the group switch; its admins pin and skip the AC and daily gates).
 */
export const createDiscussion = async (
  deps: Deps,
  user: UserRow,
  body: DiscussionBody,
  gid: number | null,
) => {
  let moderator: boolean;
  if (gid === null) {
    await assertAreaOpen(deps, 'public');
    moderator = isDiscussionModerator(user.role);
  } else {
    moderator = (await groupDiscussionLevel(deps, user, gid)) >= 4;
  }
  const fields = await fieldsOf(deps, body, gid);
  await assertMayPostDiscussion(deps, user, moderator);
  const did = await nextId(deps.sql, 'discussion');
  await runAndWait(deps, discussionStream(did), discussionDecider, {
    type: 'CreateDiscussion',
    data: { ...fields, id: did, gid, author: user.username },
    metadata: metadata(user, moderator),
  });
  return did;
};

/**
 * The discussion of a change, with what the viewer may do with it (see discussionAccess).
 * The group calls (`group`) change group discussions only.
 */
const changing = async (deps: Deps, user: UserRow, did: number, group = false) => {
  const d = await findDiscussionRow(deps.sql, did);
  if (!d || (group && d.gid === null)) throw new HttpError(404, m.notFound);
  const { moderator } = await discussionAccess(deps, user, d, { allowDisabled: true });
  return { d, moderator };
};

/**
 * Saves the form of a site or group discussion: its author, or a moderator (pinning is
 * theirs). With `moderate` (the group admin page), a moderator's status is applied too.
 */
export const editDiscussion = async (
  deps: Deps,
  user: UserRow,
  body: DiscussionBody,
  o: { moderate?: boolean; group?: boolean } = {},
) => {
  if (!body.id) throw new HttpError(400, 'Discussion id is required');
  const { d, moderator } = await changing(deps, user, body.id, o.group);
  if (!canPostDiscussion(user)) throw new HttpError(403, m.noDiscussion);
  const fields = await fieldsOf(deps, body, d.gid === null ? null : Number(d.gid));
  await runAndWait(deps, discussionStream(d.id), discussionDecider, {
    type: 'EditDiscussion',
    data: { ...fields, id: d.id },
    metadata: metadata(user, moderator),
  });
  if (o.moderate && moderator && body.status !== undefined)
    await runAndWait(deps, discussionStream(d.id), discussionDecider, {
      type: 'ModerateDiscussion',
      data: { id: d.id, status: body.status, topPriority: fields.topPriority },
      metadata: metadata(user, moderator),
    });
};

/** Deletes a site or group discussion: its author or a moderator. */
export const deleteDiscussion = async (
  deps: Deps,
  user: UserRow,
  did: number,
  o: { group?: boolean } = {},
) => {
  const { d, moderator } = await changing(deps, user, did, o.group);
  await runAndWait(deps, discussionStream(d.id), discussionDecider, {
    type: 'DeleteDiscussion',
    data: { id: d.id },
    metadata: metadata(user, moderator),
  });
};
