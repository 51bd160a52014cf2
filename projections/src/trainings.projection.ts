import { realtimeMessage, rooms, type RealtimeMessage, type TrainingFields } from '@oj/events';
import { defineProjection, q, type ProjectedEvent, type Statement } from './define-projection.ts';

/** A row of `read.trainings` (HOJ's training columns, snake_case, with its category id). */
export interface TrainingReadRow {
  id: number;
  title: string;
  description: string;
  auth: 'Public' | 'Private';
  private_pwd: string | null;
  rank: number;
  status: boolean;
  category_id: number | null;
  gid: number | null;
  uid: string;
  author: string;
  /** Bumped each time the password changes: registrations of older epochs are void. */
  pwd_epoch: number;
  gmt_create: Date;
  gmt_modified: Date;
}

const fieldValues = (f: TrainingFields) =>
  [f.title, f.description, f.auth, f.privatePwd, f.rank, f.status, f.categoryId, f.gid] as const;

type Handled =
  | 'TrainingCreated'
  | 'TrainingEdited'
  | 'TrainingDeleted'
  | 'TrainingStatusChanged'
  | 'TrainingProblemAdded'
  | 'TrainingProblemRankChanged'
  | 'TrainingProblemRemoved'
  | 'TrainingCategoryCreated'
  | 'TrainingCategoryEdited'
  | 'TrainingCategoryDeleted'
  | 'TrainingRegistered';

const touch = (tid: number, at: string): Statement =>
  q`UPDATE read.trainings SET gmt_modified = ${at} WHERE id = ${tid}`;

const trainingChanged = (event: ProjectedEvent<Handled>): Statement[] => {
  switch (event.type) {
    case 'TrainingCreated': {
      const t = event.data;
      const [title, description, auth, pwd, rank, status, categoryId, gid] = fieldValues(t);
      return [
        q`INSERT INTO read.trainings (id, title, description, auth, private_pwd, rank, status,
            category_id, gid, uid, author, pwd_epoch, gmt_create, gmt_modified)
          VALUES (${t.tid}, ${title}, ${description}, ${auth}, ${pwd}, ${rank}, ${status},
            ${categoryId}, ${gid}, ${t.uid}, ${t.author}, 0, ${t.at}, ${t.at})
          ON CONFLICT (id) DO NOTHING`,
      ];
    }
    case 'TrainingEdited': {
      const t = event.data;
      const [title, description, auth, pwd, rank, status, categoryId, gid] = fieldValues(t);
      const reset = t.registrationsReset ? 1 : 0;
      return [
        q`UPDATE read.trainings SET title = ${title}, description = ${description}, auth = ${auth},
            private_pwd = ${pwd}, rank = ${rank}, status = ${status}, category_id = ${categoryId},
            gid = ${gid}, pwd_epoch = pwd_epoch + ${reset}, gmt_modified = ${t.at}
          WHERE id = ${t.tid}`,
        ...(t.registrationsReset
          ? [q`DELETE FROM read.training_registers WHERE tid = ${t.tid}`]
          : []),
      ];
    }
    case 'TrainingDeleted': {
      const tid = event.data.tid;
      return [
        q`DELETE FROM read.trainings WHERE id = ${tid}`,
        q`DELETE FROM read.training_problems WHERE tid = ${tid}`,
        q`DELETE FROM read.training_registers WHERE tid = ${tid}`,
      ];
    }
    case 'TrainingStatusChanged': {
      const e = event.data;
      return [
        q`UPDATE read.trainings SET status = ${e.status}, gmt_modified = ${e.at} WHERE id = ${e.tid}`,
      ];
    }
    default:
      return [];
  }
};

const problemChanged = (event: ProjectedEvent<Handled>): Statement[] => {
  switch (event.type) {
    case 'TrainingProblemAdded': {
      const p = event.data;
      return [
        q`INSERT INTO read.training_problems (id, tid, pid, display_id, rank, gmt_create, gmt_modified)
          VALUES (${p.id}, ${p.tid}, ${p.pid}, ${p.displayId}, ${p.rank}, ${p.at}, ${p.at})
          ON CONFLICT (tid, pid) DO NOTHING`,
        touch(p.tid, p.at),
      ];
    }
    case 'TrainingProblemRankChanged': {
      const p = event.data;
      return [
        q`UPDATE read.training_problems SET rank = ${p.rank}, gmt_modified = ${p.at}
          WHERE tid = ${p.tid} AND pid = ${p.pid}`,
        touch(p.tid, p.at),
      ];
    }
    case 'TrainingProblemRemoved': {
      const p = event.data;
      return [
        q`DELETE FROM read.training_problems WHERE tid = ${p.tid} AND pid = ${p.pid}`,
        touch(p.tid, p.at),
      ];
    }
    default:
      return [];
  }
};

const categoryChanged = (event: ProjectedEvent<Handled>): Statement[] => {
  switch (event.type) {
    case 'TrainingCategoryCreated': {
      const c = event.data;
      return [
        q`INSERT INTO read.training_categories (id, name, color, gid, gmt_create, gmt_modified)
          VALUES (${c.id}, ${c.name}, ${c.color}, ${c.gid}, ${c.at}, ${c.at})
          ON CONFLICT (id) DO NOTHING`,
      ];
    }
    case 'TrainingCategoryEdited': {
      const c = event.data;
      return [
        q`UPDATE read.training_categories SET name = ${c.name}, color = ${c.color}, gmt_modified = ${c.at}
          WHERE id = ${c.id}`,
      ];
    }
    case 'TrainingCategoryDeleted':
      return [
        q`DELETE FROM read.training_categories WHERE id = ${event.data.id}`,
        q`UPDATE read.trainings SET category_id = NULL WHERE category_id = ${event.data.id}`,
      ];
    default:
      return [];
  }
};

/**
 * Trainings, their problems, categories and registrations (HOJ's training, training_problem,
 * training_category and training_register tables). A password change voids the registrations
 * made before it (`pwd_epoch`).
 */
export const trainingsProjection = defineProjection({
  name: 'trainings',
  version: 1,
  handles: [
    'TrainingCreated',
    'TrainingEdited',
    'TrainingDeleted',
    'TrainingStatusChanged',
    'TrainingProblemAdded',
    'TrainingProblemRankChanged',
    'TrainingProblemRemoved',
    'TrainingCategoryCreated',
    'TrainingCategoryEdited',
    'TrainingCategoryDeleted',
    'TrainingRegistered',
  ],
  tables: [
    'read.trainings',
    'read.training_problems',
    'read.training_categories',
    'read.training_registers',
  ],
  init: `
    CREATE TABLE IF NOT EXISTS read.trainings (
      id bigint PRIMARY KEY,
      title text NOT NULL,
      description text NOT NULL,
      auth text NOT NULL,
      private_pwd text,
      rank bigint NOT NULL,
      status boolean NOT NULL,
      category_id bigint,
      gid bigint,
      uid text NOT NULL,
      author text NOT NULL,
      pwd_epoch int NOT NULL DEFAULT 0,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE TABLE IF NOT EXISTS read.training_problems (
      id bigint NOT NULL,
      tid bigint NOT NULL,
      pid bigint NOT NULL,
      display_id text NOT NULL,
      rank bigint NOT NULL,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL,
      PRIMARY KEY (tid, pid)
    );
    CREATE INDEX IF NOT EXISTS training_problems_pid ON read.training_problems (pid);
    CREATE TABLE IF NOT EXISTS read.training_categories (
      id bigint PRIMARY KEY,
      name text NOT NULL,
      color text NOT NULL,
      gid bigint,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE TABLE IF NOT EXISTS read.training_registers (
      tid bigint NOT NULL,
      uid text NOT NULL,
      gmt_create timestamptz NOT NULL,
      PRIMARY KEY (tid, uid)
    );`,
  apply: (event) => {
    switch (event.type) {
      case 'TrainingRegistered': {
        const r = event.data;
        // A registration from before the current password epoch is void (replays keep order).
        return [
          q`INSERT INTO read.training_registers (tid, uid, gmt_create)
            SELECT ${r.tid}, ${r.uid}, ${r.at} FROM read.trainings
            WHERE id = ${r.tid} AND pwd_epoch = ${r.epoch}
            ON CONFLICT (tid, uid) DO UPDATE SET gmt_create = EXCLUDED.gmt_create`,
        ];
      }
      case 'TrainingCategoryCreated':
      case 'TrainingCategoryEdited':
      case 'TrainingCategoryDeleted':
        return categoryChanged(event);
      case 'TrainingProblemAdded':
      case 'TrainingProblemRankChanged':
      case 'TrainingProblemRemoved':
        return problemChanged(event);
      default:
        return trainingChanged(event);
    }
  },
  notify: (event): RealtimeMessage[] => {
    switch (event.type) {
      case 'TrainingRegistered':
        return [
          realtimeMessage(rooms.training(event.data.tid), 'training:rank', {
            tid: event.data.tid,
            uid: event.data.uid,
          }),
        ];
      case 'TrainingProblemAdded':
      case 'TrainingProblemRemoved':
      case 'TrainingEdited':
        return [
          realtimeMessage(rooms.training(event.data.tid), 'training:rank', {
            tid: event.data.tid,
            uid: null,
          }),
        ];
      default:
        return [];
    }
  },
});
