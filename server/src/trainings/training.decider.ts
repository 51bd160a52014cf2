import {
  assertNever,
  DomainError,
  type Decider,
  type TrainingEvent,
  type TrainingFields,
} from '@oj/events';

interface TrainingProblemState {
  displayId: string;
  rank: number;
}

export type TrainingState =
  | { status: 'none' }
  | {
      status: 'active';
      tid: number;
      fields: TrainingFields;
      problems: ReadonlyMap<number, TrainingProblemState>;
    }
  | { status: 'deleted'; tid: number };

interface Metadata {
  now: string;
  /** The acting user's uid. */
  userId: string;
}

type Cmd<T extends string, D> = { type: T; data: D & { tid: number }; metadata: Metadata };

export type TrainingCommand =
  | Cmd<'CreateTraining', { fields: TrainingFields; author: string }>
  | Cmd<'EditTraining', { fields: TrainingFields }>
  | Cmd<'DeleteTraining', object>
  | Cmd<'ChangeTrainingStatus', { status: boolean }>
  | Cmd<'AddTrainingProblem', { pid: number; id: number; displayId: string; rank: number }>
  | Cmd<'ChangeTrainingProblemRank', { pid: number; rank: number }>
  | Cmd<'RemoveTrainingProblem', { pid: number }>;

export const trainingMessages = {
  missing: 'The training does not exist',
  exists: 'The training already exists',
  title: 'Title is required',
  description: 'Description is required',
  password: 'A private training needs a password',
  problemAdded: 'The problem is already in the training, or its display id is taken',
  problemMissing: 'The problem is not in the training',
} as const;

const assertFields = (f: TrainingFields) => {
  if (f.title.trim() === '') throw new DomainError('invalid', trainingMessages.title);
  if (f.description.trim() === '') throw new DomainError('invalid', trainingMessages.description);
  if (f.auth === 'Private' && (f.privatePwd ?? '').trim() === '')
    throw new DomainError('invalid', trainingMessages.password);
};

/** A public training keeps no password (an old one would come back if it turned private). */
const normalised = (f: TrainingFields): TrainingFields =>
  f.auth === 'Public' ? { ...f, privatePwd: null } : f;

type Active = Extract<TrainingState, { status: 'active' }>;
const active = (s: TrainingState): Active => {
  if (s.status !== 'active') throw new DomainError('not_found', trainingMessages.missing);
  return s;
};

type Of<T extends TrainingCommand['type']> = Extract<TrainingCommand, { type: T }>;
const by = (c: { metadata: Metadata }) => ({ by: c.metadata.userId, at: c.metadata.now });

const createTraining = (c: Of<'CreateTraining'>, s: TrainingState): TrainingEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', trainingMessages.exists);
  assertFields(c.data.fields);
  return [
    {
      type: 'TrainingCreated',
      data: {
        ...normalised(c.data.fields),
        tid: c.data.tid,
        uid: c.metadata.userId,
        author: c.data.author,
        at: c.metadata.now,
      },
    },
  ];
};

const editTraining = (c: Of<'EditTraining'>, s: TrainingState): TrainingEvent[] => {
  const t = active(s);
  assertFields(c.data.fields);
  const fields = normalised(c.data.fields);
  const old = t.fields;
  const same = (Object.keys(fields) as (keyof TrainingFields)[]).every((k) => fields[k] === old[k]);
  // Saving an unchanged form is not a change: no event, and the modified time stays.
  if (same) return [];
  // HOJ: a private training's new password voids every registration made with the old one.
  const registrationsReset = fields.auth === 'Private' && fields.privatePwd !== old.privatePwd;
  return [
    { type: 'TrainingEdited', data: { ...fields, tid: t.tid, registrationsReset, ...by(c) } },
  ];
};

const addProblem = (c: Of<'AddTrainingProblem'>, s: TrainingState): TrainingEvent[] => {
  const t = active(s);
  const { pid, id, displayId, rank } = c.data;
  const taken = [...t.problems.values()].some(
    (p) => p.displayId.toLowerCase() === displayId.toLowerCase(),
  );
  if (t.problems.has(pid) || taken)
    throw new DomainError('conflict', trainingMessages.problemAdded);
  return [
    { type: 'TrainingProblemAdded', data: { tid: t.tid, pid, id, displayId, rank, ...by(c) } },
  ];
};

const problemOf = (t: Active, pid: number) => {
  const p = t.problems.get(pid);
  if (!p) throw new DomainError('not_found', trainingMessages.problemMissing);
  return p;
};

const decide = (c: TrainingCommand, s: TrainingState): TrainingEvent[] => {
  switch (c.type) {
    case 'CreateTraining':
      return createTraining(c, s);
    case 'EditTraining':
      return editTraining(c, s);
    case 'DeleteTraining':
      return [{ type: 'TrainingDeleted', data: { tid: active(s).tid, ...by(c) } }];
    case 'ChangeTrainingStatus': {
      const t = active(s);
      if (t.fields.status === c.data.status) return [];
      return [
        { type: 'TrainingStatusChanged', data: { tid: t.tid, status: c.data.status, ...by(c) } },
      ];
    }
    case 'AddTrainingProblem':
      return addProblem(c, s);
    case 'ChangeTrainingProblemRank': {
      const t = active(s);
      if (problemOf(t, c.data.pid).rank === c.data.rank) return [];
      return [
        {
          type: 'TrainingProblemRankChanged',
          data: { tid: t.tid, pid: c.data.pid, rank: c.data.rank, ...by(c) },
        },
      ];
    }
    case 'RemoveTrainingProblem': {
      const t = active(s);
      problemOf(t, c.data.pid);
      return [{ type: 'TrainingProblemRemoved', data: { tid: t.tid, pid: c.data.pid, ...by(c) } }];
    }
    default:
      return assertNever(c);
  }
};

const withProblems = (
  s: TrainingState,
  change: (m: Map<number, TrainingProblemState>) => void,
): TrainingState => {
  if (s.status !== 'active') return s;
  const problems = new Map(s.problems);
  change(problems);
  return { ...s, problems };
};

const evolve = (s: TrainingState, e: TrainingEvent): TrainingState => {
  switch (e.type) {
    case 'TrainingCreated': {
      const { tid, uid: _uid, author: _author, at: _at, ...fields } = e.data;
      return { status: 'active', tid, fields, problems: new Map() };
    }
    case 'TrainingEdited': {
      if (s.status !== 'active') return s;
      const { tid: _tid, registrationsReset: _r, by: _by, at: _at, ...fields } = e.data;
      return { ...s, fields };
    }
    case 'TrainingDeleted':
      return { status: 'deleted', tid: e.data.tid };
    case 'TrainingStatusChanged':
      return s.status === 'active' ? { ...s, fields: { ...s.fields, status: e.data.status } } : s;
    case 'TrainingProblemAdded':
      return withProblems(s, (m) =>
        m.set(e.data.pid, { displayId: e.data.displayId, rank: e.data.rank }),
      );
    case 'TrainingProblemRankChanged':
      return withProblems(s, (m) => {
        const p = m.get(e.data.pid);
        if (p) m.set(e.data.pid, { ...p, rank: e.data.rank });
      });
    case 'TrainingProblemRemoved':
      return withProblems(s, (m) => m.delete(e.data.pid));
    default:
      return s;
  }
};

/** One training (stream `training-<tid>`): its form, visibility and problem set. */
export const trainingDecider: Decider<TrainingState, TrainingCommand, TrainingEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
