import { defineProjection, q } from './define-projection.ts';

/**
 * A contest's help desk: the print queue (text sent to the printer, then marked printed) and
 * the AC info ticks (an accepted run's balloon delivered). Gone with the contest.
 */
export const contestDeskProjection = defineProjection({
  name: 'contest_desk',
  version: 1,
  handles: ['ContestPrintSubmitted', 'ContestPrintPrinted', 'ContestAcChecked', 'ContestDeleted'],
  tables: ['read.contest_prints', 'read.contest_ac_checked'],
  init: `
    CREATE TABLE IF NOT EXISTS read.contest_prints (
      id bigint PRIMARY KEY,
      cid bigint NOT NULL,
      uid text NOT NULL,
      username text NOT NULL,
      content text NOT NULL,
      status int NOT NULL DEFAULT 0,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS contest_prints_queue ON read.contest_prints (cid, id DESC);
    CREATE TABLE IF NOT EXISTS read.contest_ac_checked (
      cid bigint NOT NULL,
      submit_id bigint NOT NULL,
      checked boolean NOT NULL,
      PRIMARY KEY (cid, submit_id)
    );`,
  apply: (event) => {
    switch (event.type) {
      case 'ContestPrintSubmitted': {
        const p = event.data;
        return [
          q`INSERT INTO read.contest_prints (id, cid, uid, username, content, gmt_create, gmt_modified)
            VALUES (${p.id}, ${p.cid}, ${p.uid}, ${p.username}, ${p.content}, ${p.at}, ${p.at})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'ContestPrintPrinted':
        return [
          q`UPDATE read.contest_prints SET status = 1, gmt_modified = ${event.data.at} WHERE id = ${event.data.id}`,
        ];
      case 'ContestAcChecked': {
        const c = event.data;
        return [
          q`INSERT INTO read.contest_ac_checked (cid, submit_id, checked) VALUES (${c.cid}, ${c.submitId}, ${c.checked})
            ON CONFLICT (cid, submit_id) DO UPDATE SET checked = EXCLUDED.checked`,
        ];
      }
      case 'ContestDeleted':
        return [
          q`DELETE FROM read.contest_prints WHERE cid = ${event.data.cid}`,
          q`DELETE FROM read.contest_ac_checked WHERE cid = ${event.data.cid}`,
        ];
      default:
        return [];
    }
  },
});
