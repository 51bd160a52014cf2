import { realtimeMessage, rooms, type ContestFields } from '@oj/events';
import { defineProjection, q, type Statement } from './define-projection.ts';
import { contestBoardChanged } from './scoreboard-notices.ts';

/** A row of `read.contests` (HOJ's contest columns, snake_case). */
export interface ContestReadRow {
  id: number;
  title: string;
  description: string;
  source: string;
  type: number;
  auth: number;
  pwd: string | null;
  start_time: Date;
  end_time: Date;
  duration: number;
  seal_rank: number;
  seal_rank_time: Date;
  auto_real_rank: boolean;
  open_print: boolean;
  open_rank: boolean;
  rank_show_name: string;
  open_account_limit: boolean;
  account_limit_rule: string | null;
  star_account: string[];
  oi_rank_score_type: string;
  award_type: number;
  award_config: {
    priority: number;
    name: string;
    background: string;
    color: string;
    num: number;
  }[];
  allow_end_submit: boolean;
  visible: boolean;
  gid: number | null;
  uid: string;
  author: string;
  gmt_create: Date;
  gmt_modified: Date;
}

// jsonb travels as text and is cast in SQL, so a list is never mistaken for a Postgres array.
const fieldColumns = (f: ContestFields) =>
  [
    ['title', f.title, ''],
    ['description', f.description, ''],
    ['source', f.source, ''],
    ['type', f.type, ''],
    ['auth', f.auth, ''],
    ['pwd', f.pwd, ''],
    ['start_time', f.startTime, '::timestamptz'],
    ['end_time', f.endTime, '::timestamptz'],
    ['duration', f.duration, ''],
    ['seal_rank', f.sealRank, ''],
    ['seal_rank_time', f.sealRankTime, '::timestamptz'],
    ['auto_real_rank', f.autoRealRank, ''],
    ['open_print', f.openPrint, ''],
    ['open_rank', f.openRank, ''],
    ['rank_show_name', f.rankShowName, ''],
    ['open_account_limit', f.openAccountLimit, ''],
    ['account_limit_rule', f.accountLimitRule, ''],
    ['star_account', JSON.stringify(f.starAccount), '::text::jsonb'],
    ['oi_rank_score_type', f.oiRankScoreType, ''],
    ['award_type', f.awardType, ''],
    ['award_config', JSON.stringify(f.awardConfigList), '::text::jsonb'],
    ['allow_end_submit', f.allowEndSubmit, ''],
    ['visible', f.visible, ''],
    ['gid', f.gid, ''],
  ] as const;

const insertContest = (
  f: ContestFields & { cid: number; uid: string; author: string; at: string },
): Statement => {
  const cols = [
    ...fieldColumns(f),
    ['uid', f.uid, ''],
    ['author', f.author, ''],
    ['gmt_create', f.at, '::timestamptz'],
    ['gmt_modified', f.at, '::timestamptz'],
  ] as const;
  return {
    text: `INSERT INTO read.contests (id, ${cols.map((c) => c[0]).join(', ')})
      VALUES ($1, ${cols.map((c, i) => `$${i + 2}${c[2]}`).join(', ')}) ON CONFLICT (id) DO NOTHING`,
    values: [f.cid, ...cols.map((c) => c[1])],
  };
};

const updateContest = (f: ContestFields & { cid: number; at: string }): Statement => {
  const cols = [...fieldColumns(f), ['gmt_modified', f.at, '::timestamptz']] as const;
  return {
    text: `UPDATE read.contests SET ${cols.map((c, i) => `${c[0]} = $${i + 2}${c[2]}`).join(', ')}
      WHERE id = $1`,
    values: [f.cid, ...cols.map((c) => c[1])],
  };
};

/** Contests, their problem sets, announcements and registrations: what every contest page reads. */
export const contestsProjection = defineProjection({
  name: 'contests',
  version: 1,
  handles: [
    'ContestCreated',
    'ContestEdited',
    'ContestDeleted',
    'ContestVisibilityChanged',
    'ContestProblemAdded',
    'ContestProblemUpdated',
    'ContestProblemRemoved',
    'ContestAnnouncementCreated',
    'ContestAnnouncementEdited',
    'ContestAnnouncementDeleted',
    'ContestRegistrationAccepted',
    'ContestVirtualStarted',
  ],
  tables: [
    'read.contests',
    'read.contest_problems',
    'read.contest_announcements',
    'read.contest_registers',
    'read.contest_virtuals',
  ],
  init: `
    CREATE TABLE IF NOT EXISTS read.contests (
      id bigint PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL,
      source text NOT NULL,
      type int NOT NULL,
      auth int NOT NULL,
      pwd text,
      start_time timestamptz NOT NULL,
      end_time timestamptz NOT NULL,
      duration bigint NOT NULL,
      seal_rank int NOT NULL,
      seal_rank_time timestamptz NOT NULL,
      auto_real_rank boolean NOT NULL,
      open_print boolean NOT NULL,
      open_rank boolean NOT NULL,
      rank_show_name text NOT NULL,
      open_account_limit boolean NOT NULL,
      account_limit_rule text,
      star_account jsonb NOT NULL,
      oi_rank_score_type text NOT NULL,
      award_type int NOT NULL,
      award_config jsonb NOT NULL,
      allow_end_submit boolean NOT NULL,
      visible boolean NOT NULL,
      gid bigint,
      uid text NOT NULL,
      author text NOT NULL,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS contests_list ON read.contests (start_time DESC, id DESC);
    CREATE TABLE IF NOT EXISTS read.contest_problems (
      cid bigint NOT NULL,
      pid bigint NOT NULL,
      display_id text NOT NULL,
      display_title text NOT NULL,
      color text,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL,
      PRIMARY KEY (cid, pid)
    );
    CREATE TABLE IF NOT EXISTS read.contest_announcements (
      id bigint PRIMARY KEY,
      cid bigint NOT NULL,
      title text NOT NULL,
      content text NOT NULL,
      uid text NOT NULL,
      username text NOT NULL,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS contest_announcements_list
      ON read.contest_announcements (cid, gmt_create DESC, id DESC);
    CREATE TABLE IF NOT EXISTS read.contest_registers (
      cid bigint NOT NULL,
      uid text NOT NULL,
      gmt_create timestamptz NOT NULL,
      PRIMARY KEY (cid, uid)
    );
    CREATE TABLE IF NOT EXISTS read.contest_virtuals (
      cid bigint NOT NULL,
      uid text NOT NULL,
      started_at timestamptz NOT NULL,
      PRIMARY KEY (cid, uid)
    );`,
  // Only sockets subscribed to the contest hear of its news, a private one's never leaves it;
  // a group contest's changes reach its group's room alone (ids only: members refetch).
  notify: (event) => {
    switch (event.type) {
      case 'ContestAnnouncementCreated':
        return [
          realtimeMessage(rooms.contest(event.data.cid), 'contest:announcement', {
            cid: event.data.cid,
            id: event.data.id,
          }),
        ];
      case 'ContestCreated':
      case 'ContestEdited':
      case 'ContestVisibilityChanged':
      case 'ContestDeleted': {
        const gid = event.data.gid;
        if (gid === null || gid === undefined) return [];
        return [realtimeMessage(rooms.group(gid), 'group:contest', { gid, cid: event.data.cid })];
      }
      default:
        return [];
    }
  },
  apply: (event) => {
    switch (event.type) {
      case 'ContestCreated':
        return [insertContest(event.data)];
      case 'ContestEdited':
        return [updateContest(event.data), contestBoardChanged(event.data.cid)];
      case 'ContestDeleted': {
        const cid = event.data.cid;
        return [
          q`DELETE FROM read.contests WHERE id = ${cid}`,
          q`DELETE FROM read.contest_problems WHERE cid = ${cid}`,
          q`DELETE FROM read.contest_announcements WHERE cid = ${cid}`,
          q`DELETE FROM read.contest_registers WHERE cid = ${cid}`,
          q`DELETE FROM read.contest_virtuals WHERE cid = ${cid}`,
          contestBoardChanged(cid),
        ];
      }
      case 'ContestVisibilityChanged': {
        const e = event.data;
        return [
          q`UPDATE read.contests SET visible = ${e.visible}, gmt_modified = ${e.at} WHERE id = ${e.cid}`,
        ];
      }
      case 'ContestProblemAdded': {
        const p = event.data;
        return [
          q`INSERT INTO read.contest_problems (cid, pid, display_id, display_title, color, gmt_create, gmt_modified)
            VALUES (${p.cid}, ${p.pid}, ${p.displayId}, ${p.displayTitle}, ${p.color}, ${p.at}, ${p.at})
            ON CONFLICT (cid, pid) DO NOTHING`,
          contestBoardChanged(p.cid),
        ];
      }
      case 'ContestProblemUpdated': {
        const p = event.data;
        return [
          q`UPDATE read.contest_problems SET display_id = ${p.displayId}, display_title = ${p.displayTitle},
              color = ${p.color}, gmt_modified = ${p.at} WHERE cid = ${p.cid} AND pid = ${p.pid}`,
          contestBoardChanged(p.cid),
        ];
      }
      case 'ContestProblemRemoved':
        return [
          q`DELETE FROM read.contest_problems WHERE cid = ${event.data.cid} AND pid = ${event.data.pid}`,
          contestBoardChanged(event.data.cid),
        ];
      case 'ContestAnnouncementCreated': {
        const a = event.data;
        return [
          q`INSERT INTO read.contest_announcements (id, cid, title, content, uid, username, gmt_create, gmt_modified)
            VALUES (${a.id}, ${a.cid}, ${a.title}, ${a.content}, ${a.uid}, ${a.username}, ${a.at}, ${a.at})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'ContestAnnouncementEdited': {
        const a = event.data;
        return [
          q`UPDATE read.contest_announcements SET title = ${a.title}, content = ${a.content},
              gmt_modified = ${a.at} WHERE id = ${a.id}`,
        ];
      }
      case 'ContestAnnouncementDeleted':
        return [q`DELETE FROM read.contest_announcements WHERE id = ${event.data.id}`];
      case 'ContestRegistrationAccepted': {
        const r = event.data;
        return [
          q`INSERT INTO read.contest_registers (cid, uid, gmt_create) VALUES (${r.cid}, ${r.uid}, ${r.at})
            ON CONFLICT (cid, uid) DO NOTHING`,
        ];
      }
      case 'ContestVirtualStarted': {
        const v = event.data;
        return [
          q`INSERT INTO read.contest_virtuals (cid, uid, started_at) VALUES (${v.cid}, ${v.uid}, ${v.at})
            ON CONFLICT (cid, uid) DO NOTHING`,
        ];
      }
      default:
        return [];
    }
  },
});
