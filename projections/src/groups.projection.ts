import { realtimeMessage, rooms, type GroupFields, type RealtimeMessage } from '@oj/events';
import { defineProjection, q, type ProjectedEvent, type Statement } from './define-projection.ts';

type Handled =
  | 'GroupCreated'
  | 'GroupUpdated'
  | 'GroupDisbanded'
  | 'GroupAvatarChanged'
  | 'GroupMemberAuthSet'
  | 'GroupMemberRemoved'
  | 'GroupAnnouncementPosted'
  | 'GroupAnnouncementEdited'
  | 'GroupAnnouncementDeleted';

/** Members (auth 3-5) counted from the member rows, so a replayed event cannot count twice. */
const recount = (gid: number): Statement =>
  q`UPDATE read.groups SET member_count =
      (SELECT count(*) FROM read.group_members WHERE gid = ${gid} AND auth >= 3)
    WHERE id = ${gid}`;

const fieldsOf = (f: GroupFields) =>
  [f.name, f.shortName, f.brief, f.description, f.auth, f.code] as const;

const apply = (event: ProjectedEvent<Handled>): Statement[] => {
  switch (event.type) {
    case 'GroupCreated': {
      const d = event.data;
      const [name, shortName, brief, description, auth, code] = fieldsOf(d);
      return [
        q`INSERT INTO read.groups (id, name, short_name, brief, description, auth, code, uid, owner,
            gmt_create, gmt_modified)
          VALUES (${d.gid}, ${name}, ${shortName}, ${brief}, ${description}, ${auth}, ${code},
            ${d.uid}, ${d.owner}, ${d.at}, ${d.at})
          ON CONFLICT (id) DO NOTHING`,
      ];
    }
    case 'GroupUpdated': {
      const d = event.data;
      const [name, shortName, brief, description, auth, code] = fieldsOf(d);
      return [
        q`UPDATE read.groups SET name = ${name}, short_name = ${shortName}, brief = ${brief},
            description = ${description}, auth = ${auth}, code = ${code}, gmt_modified = ${d.at}
          WHERE id = ${d.gid}`,
      ];
    }
    case 'GroupDisbanded': {
      const gid = event.data.gid;
      return [
        q`DELETE FROM read.group_members WHERE gid = ${gid}`,
        q`DELETE FROM read.group_announcements WHERE gid = ${gid}`,
        q`DELETE FROM read.groups WHERE id = ${gid}`,
      ];
    }
    case 'GroupAvatarChanged':
      return [
        q`UPDATE read.groups SET avatar = ${event.data.avatar}, gmt_modified = ${event.data.at}
          WHERE id = ${event.data.gid}`,
      ];
    case 'GroupMemberAuthSet': {
      const d = event.data;
      // An application keeps its reason through approval; a new application replaces it.
      return [
        q`INSERT INTO read.group_members (gid, uid, username, auth, reason, gmt_create, gmt_modify)
          VALUES (${d.gid}, ${d.uid}, ${d.username}, ${d.auth}, ${d.reason}, ${d.at}, ${d.at})
          ON CONFLICT (gid, uid) DO UPDATE SET auth = EXCLUDED.auth, gmt_modify = EXCLUDED.gmt_modify,
            reason = CASE WHEN EXCLUDED.auth = 1 THEN EXCLUDED.reason ELSE read.group_members.reason END`,
        recount(d.gid),
      ];
    }
    case 'GroupMemberRemoved':
      return [
        q`DELETE FROM read.group_members WHERE gid = ${event.data.gid} AND uid = ${event.data.uid}`,
        recount(event.data.gid),
      ];
    case 'GroupAnnouncementPosted': {
      const d = event.data;
      return [
        q`INSERT INTO read.group_announcements (id, gid, title, content, status, uid, username,
            gmt_create, gmt_modified)
          VALUES (${d.id}, ${d.gid}, ${d.title}, ${d.content}, ${d.status}, ${d.uid}, ${d.username},
            ${d.at}, ${d.at})
          ON CONFLICT (id) DO NOTHING`,
      ];
    }
    case 'GroupAnnouncementEdited': {
      const d = event.data;
      return [
        q`UPDATE read.group_announcements SET title = ${d.title}, content = ${d.content},
            status = ${d.status}, gmt_modified = ${d.at} WHERE id = ${d.id}`,
      ];
    }
    case 'GroupAnnouncementDeleted':
      return [q`DELETE FROM read.group_announcements WHERE id = ${event.data.id}`];
    default:
      return [];
  }
};

/**
 * A membership decision reaches the member's own sockets (0: no longer in the group); an
 * announcement change or the disbanding reaches the group's room (members refetch under their
 * own rights).
 */
const notify = (event: ProjectedEvent<Handled>): RealtimeMessage[] => {
  if (event.type === 'GroupMemberAuthSet' && event.data.by !== event.data.uid)
    return [
      realtimeMessage(rooms.user(event.data.uid), 'group:membership', {
        gid: event.data.gid,
        auth: event.data.auth,
      }),
    ];
  // Removals reach the member even when they left themselves: their other tabs close the
  // group too, and the gateway takes their sockets out of the group's room on this push.
  if (event.type === 'GroupMemberRemoved')
    return [
      realtimeMessage(rooms.user(event.data.uid), 'group:membership', {
        gid: event.data.gid,
        auth: 0,
      }),
    ];
  if (event.type === 'GroupDisbanded')
    return [
      realtimeMessage(rooms.group(event.data.gid), 'group:disbanded', { gid: event.data.gid }),
    ];
  if (
    event.type === 'GroupAnnouncementPosted' ||
    event.type === 'GroupAnnouncementEdited' ||
    event.type === 'GroupAnnouncementDeleted'
  )
    return [
      realtimeMessage(rooms.group(event.data.gid), 'group:announcement', {
        gid: event.data.gid,
        id: event.data.id,
      }),
    ];
  return [];
};

/**
 * Groups, their members (every auth, applications included) and announcements: what the group
 * list, detail, member and announcement pages read, and what `groupLevelOf` asks.
 */
export const groupsProjection = defineProjection({
  name: 'groups',
  version: 1,
  handles: [
    'GroupCreated',
    'GroupUpdated',
    'GroupDisbanded',
    'GroupAvatarChanged',
    'GroupMemberAuthSet',
    'GroupMemberRemoved',
    'GroupAnnouncementPosted',
    'GroupAnnouncementEdited',
    'GroupAnnouncementDeleted',
  ],
  tables: ['read.groups', 'read.group_members', 'read.group_announcements'],
  init: `
    CREATE TABLE IF NOT EXISTS read.groups (
      id bigint PRIMARY KEY,
      name text NOT NULL,
      short_name text NOT NULL,
      brief text NOT NULL,
      description text NOT NULL,
      avatar text,
      auth int NOT NULL,
      code text,
      uid text NOT NULL,
      owner text NOT NULL,
      visible boolean NOT NULL DEFAULT true,
      status int NOT NULL DEFAULT 0,
      member_count int NOT NULL DEFAULT 0,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS groups_by_owner ON read.groups (uid, gmt_create);
    CREATE TABLE IF NOT EXISTS read.group_members (
      id bigint GENERATED ALWAYS AS IDENTITY,
      gid bigint NOT NULL,
      uid text NOT NULL,
      username text NOT NULL,
      auth int NOT NULL,
      reason text,
      gmt_create timestamptz NOT NULL,
      gmt_modify timestamptz NOT NULL,
      PRIMARY KEY (gid, uid)
    );
    CREATE INDEX IF NOT EXISTS group_members_of_user ON read.group_members (uid);
    CREATE TABLE IF NOT EXISTS read.group_announcements (
      id bigint PRIMARY KEY,
      gid bigint NOT NULL,
      title text NOT NULL,
      content text NOT NULL,
      status int NOT NULL,
      uid text NOT NULL,
      username text NOT NULL,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS group_announcements_of_group
      ON read.group_announcements (gid, gmt_create DESC);`,
  apply,
  notify,
});
