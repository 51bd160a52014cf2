import {
  handleCommand,
  nextId,
  reservationDecider,
  reservationStream,
  tagStream,
  DomainError,
} from '@oj/events';
import type { Deps } from '../deps.ts';
import { tagDecider } from './tag.decider.ts';

export const tagNameTaken = 'The tag name already exists';
export const tagKey = (oj: string, name: string) => `${oj}:${name.trim()}`;

/** A new tag: its name reserved per oj first, released again if the tag cannot be created. */
export const createTag = async (
  deps: Pick<Deps, 'store' | 'sql'>,
  t: {
    name: string;
    color: string;
    oj: string;
    tcid: number | null;
    by: string;
    /** A group's own tag (made by saving one of its problems); null for the site's. */
    gid?: number | null;
  },
): Promise<{ id: number; position: number }> => {
  const id = await nextId(deps.sql, 'tag');
  const key = tagKey(t.oj, t.name);
  await handleCommand(deps.store, reservationStream('tagName', key), reservationDecider, {
    type: 'Reserve',
    value: key,
    ownerId: String(id),
    takenMessage: tagNameTaken,
  });
  try {
    const r = await handleCommand(deps.store, tagStream(id), tagDecider, {
      type: 'CreateTag',
      tag: {
        id,
        name: t.name.trim(),
        color: t.color,
        oj: t.oj,
        gid: t.gid ?? null,
        tcid: t.tcid,
        by: t.by,
        at: new Date().toISOString(),
      },
    });
    return { id, position: r.appended?.position ?? 0 };
  } catch (error) {
    await handleCommand(deps.store, reservationStream('tagName', key), reservationDecider, {
      type: 'Release',
      value: key,
      ownerId: String(id),
    });
    throw error;
  }
};

/**
 * Saving a problem with tag names that no tag has yet creates those tags (HOJ: a tag with a
 * null id is new). A group problem's new tags belong to its group (`gid`), so the site's tag
 * lists never show them. Returns the last position appended, 0 when nothing was created.
 */
export const ensureTags = async (
  deps: Pick<Deps, 'store' | 'sql'>,
  names: string[],
  by: string,
  gid: number | null = null,
): Promise<number> => {
  let position = 0;
  for (const name of new Set(names.map((n) => n.trim()).filter(Boolean))) {
    const [row] =
      await deps.sql`SELECT id FROM read.tags WHERE oj = 'ME' AND lower(name) = lower(${name})`;
    if (row) continue;
    try {
      position = (await createTag(deps, { name, color: '#409eff', oj: 'ME', tcid: null, by, gid }))
        .position;
    } catch (error) {
      // Created meanwhile by someone else: the name exists, which is all we need.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return position;
};
