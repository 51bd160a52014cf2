import fs from 'node:fs/promises';
import {
  DomainError,
  type EventStore,
  type ProblemFields,
  type Sql,
  type TestCaseRef,
} from '@oj/events';
import { putFile, testDataRoot } from '@oj/events/testdata';
import {
  createContest,
  createProblem,
  createTraining,
  ensureTags,
  seedDiscussions,
} from '@oj/server';
import type { DemoProblem, GeneratedCase } from './kit/define.ts';
import { demoProblems } from './problems/index.ts';

export interface SeedDeps {
  store: EventStore;
  sql: Sql;
}

export interface SeedOptions {
  /** uid recorded as the creator; default: the oldest super admin. */
  by?: string;
  log?: (line: string) => void;
  /** Default: the whole demo set. */
  problems?: readonly DemoProblem[];
  /** The clock of the demo contest (default: now). */
  now?: Date;
}

interface Creator {
  uid: string;
  username: string;
}

/** Used when no super admin exists yet (the server was never started on this database). */
const fallbackCreator: Creator = { uid: 'system', username: 'system' };

const creatorOf = async (sql: Sql, by: string | undefined): Promise<Creator> => {
  if (by !== undefined) {
    const [row] = await sql<{ username: string }[]>`
      SELECT username FROM read.users WHERE uid = ${by}`;
    return { uid: by, username: row?.username ?? by };
  }
  const [root] = await sql<Creator[]>`
    SELECT uid, username FROM read.users WHERE role = 'root' ORDER BY registered_at LIMIT 1`;
  return root ?? fallbackCreator;
};

const existingIds = async (sql: Sql): Promise<Set<string>> => {
  const rows = await sql<{ problem_id: string }[]>`SELECT problem_id FROM read.problems`;
  return new Set(rows.map((r) => r.problem_id.toLowerCase()));
};

/** Writes each case's files into the content store; names sort like the zip rules (1, 2, ..., 10). */
const storeCases = async (root: string, cases: GeneratedCase[]): Promise<TestCaseRef[]> => {
  const refs: TestCaseRef[] = [];
  for (const [k, c] of cases.entries()) {
    const input = Buffer.from(c.input, 'utf8');
    const output = Buffer.from(c.output, 'utf8');
    refs.push({
      index: k + 1,
      inputName: `${k + 1}.in`,
      outputName: `${k + 1}.out`,
      inputHash: await putFile(root, input),
      outputHash: await putFile(root, output),
      inputSize: input.length,
      outputSize: output.length,
      score: c.score,
      groupNum: c.group,
    });
  }
  return refs;
};

/** The fields as saved: the creator as author, the checker or interactor source read in. */
export const problemFieldsOf = async (p: DemoProblem, author: string): Promise<ProblemFields> => {
  if (!p.judgeProgram) return { ...p.fields, author };
  const spjCode = await fs.readFile(p.judgeProgram.path, 'utf8');
  return { ...p.fields, author, spjCode, spjLanguage: p.judgeProgram.language };
};

/**
 * Creates the demo problems that do not exist yet (by display id), with their test data, tags
 * and checkers. Idempotent: existing display ids are skipped, also when the read model has
 * not caught up yet and only the id reservation knows the problem exists.
 */
export const seedDemo = async (
  deps: SeedDeps,
  o: SeedOptions = {},
): Promise<{ created: string[]; skipped: string[]; contest: number | null }> => {
  const log = o.log ?? (() => {});
  const taken = await existingIds(deps.sql);
  const creator = await creatorOf(deps.sql, o.by);
  const root = testDataRoot();
  const created: string[] = [];
  const skipped: string[] = [];
  const pids = new Map<string, number>();
  for (const p of o.problems ?? demoProblems) {
    const id = p.fields.problemId;
    if (taken.has(id.toLowerCase())) {
      skipped.push(id);
      log(`${id} exists, skipped`);
      continue;
    }
    const testCases = await storeCases(root, p.generate());
    await ensureTags(deps, p.fields.tags, creator.uid);
    const problem = await problemFieldsOf(p, creator.username);
    try {
      const { pid } = await createProblem(deps, { problem, testCases, userId: creator.uid });
      pids.set(id, pid);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
      skipped.push(id);
      log(`${id} is reserved already, skipped`);
      continue;
    }
    created.push(id);
    const bytes = testCases.reduce((sum, c) => sum + c.inputSize + c.outputSize, 0);
    log(`${id} ${p.title.en}: ${testCases.length} cases, ${(bytes / 1e6).toFixed(2)} MB`);
  }
  const contest = await seedDemoContest(deps, creator, pids, o.now ?? new Date());
  if (contest !== null) log(`demo contest ${contest} with ${pids.size} problems`);
  for (const tid of await seedDemoTrainings(deps, creator, pids, o.now ?? new Date()))
    log(`demo training ${tid}`);
  // Like the contest: only a run that created problems adds the demo discussions.
  if (pids.size > 0) {
    const first = [...pids.keys()][0] ?? null;
    const by = { uid: creator.uid, username: creator.username };
    for (const did of await seedDiscussions(deps, {
      by,
      problemId: first,
      now: o.now ?? new Date(),
    }))
      log(`demo discussion ${did}`);
  }
  return { created, skipped, contest };
};

/**
 * The demo contest: public, ACM, running from an hour before the seed for a week, with its
 * outside scoreboard open, over the demo problems this run created (a later run, which
 * creates none, adds no second contest).
 */
const seedDemoContest = async (
  deps: SeedDeps,
  creator: Creator,
  pids: ReadonlyMap<string, number>,
  now: Date,
) => {
  if (pids.size === 0) return null;
  const hour = 3_600_000;
  const problems = [...pids].map(([problemId, pid], i) => ({
    pid,
    displayId: String.fromCharCode(65 + i),
    displayTitle: demoProblems.find((p) => p.fields.problemId === problemId)?.title.en ?? problemId,
    color: ['#e74c3c', '#3498db', '#2ecc71', '#f1c40f', '#9b59b6', '#e67e22'][i % 6]!,
  }));
  const { cid } = await createContest(deps, {
    input: {
      title: 'Demo Contest',
      description:
        'A week-long practice contest over the demo problems: submit, watch the scoreboard move ' +
        'live, and see the last hour frozen.',
      source: '',
      type: 0,
      auth: 0,
      pwd: null,
      startTime: new Date(now.getTime() - hour).toISOString(),
      endTime: new Date(now.getTime() + 7 * 24 * hour).toISOString(),
      sealRank: 1,
      autoRealRank: true,
      openPrint: true,
      openRank: true,
      rankShowName: 'username',
      openAccountLimit: false,
      accountLimitRule: null,
      starAccount: [],
      oiRankScoreType: 'Recent',
      awardType: 1,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#ffd700', color: '#000000', num: 10 },
        { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000000', num: 20 },
        { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 30 },
      ],
      allowEndSubmit: false,
      visible: true,
      gid: null,
    },
    problems,
    by: creator,
    now,
  });
  return cid;
};

/**
 * The demo trainings over the demo problems this run created: a public one and a private one
 * (password `demo`), both in one category (a later run, which creates none, adds none).
 */
const seedDemoTrainings = async (
  deps: SeedDeps,
  creator: Creator,
  pids: ReadonlyMap<string, number>,
  now: Date,
) => {
  if (pids.size === 0) return [];
  const problems = [...pids].map(([problemId, pid], i) => ({ pid, displayId: problemId, rank: i }));
  const half = Math.max(1, Math.ceil(problems.length / 2));
  const open = await createTraining(deps, {
    fields: {
      title: 'Getting started',
      description: 'The first demo problems, in order: solve them to fill the progress bar.',
      auth: 'Public',
      privatePwd: null,
      rank: 1000,
      status: true,
    },
    category: { name: 'Basics', color: '#409EFF' },
    problems: problems.slice(0, half),
    by: creator,
    now,
  });
  const closed = await createTraining(deps, {
    fields: {
      title: 'Class practice (private)',
      description: 'A private training: enter the password `demo` to join and appear on its rank.',
      auth: 'Private',
      privatePwd: 'demo',
      rank: 1001,
      status: true,
    },
    category: { id: open.categoryId },
    problems,
    by: creator,
    now,
  });
  return [open.tid, closed.tid];
};
