import { foldEvents, handleCommand, resolverStream, type ResolverMedals } from '@oj/events';
import { foldVerdicts } from '@oj/events/scoring';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { contestForViewer } from './contest-access.ts';
import { isContestAdmin, noContestAccess } from './contest.policy.ts';
import { resolverDecider, type ResolverCommand, type ResolverState } from './resolver.decider.ts';
import { boardHistory } from './scoreboard/board-source.ts';

type Viewer = Parameters<typeof isContestAdmin>[0];

/** The shared reveal as a screen resumes it: its options and the cells opened, in order. */
export interface ResolverStateDto {
  cid: number;
  started: boolean;
  removeStar: boolean;
  medals: ResolverMedals | null;
  steps: { step: number; uid: string; pid: string }[];
}

/**
 * The contest whose shared reveal `viewer` may watch and drive: its admins only (the one
 * contest-admin rule, for HTTP and socket alike), since every screen folds the frozen results.
 */
export const resolverContest = async (deps: Deps, viewer: Viewer, cid: number) => {
  if (viewer === null) throw new HttpError(401, 'Please login first');
  const contest = await contestForViewer(deps, viewer, cid);
  if (!isContestAdmin(viewer, contest)) throw new HttpError(403, noContestAccess);
  return contest;
};

const readResolver = async (deps: Deps, cid: number): Promise<ResolverState> =>
  foldEvents(resolverDecider, await deps.store.readStream(resolverStream(cid)));

export const resolverDto = (cid: number, s: ResolverState): ResolverStateDto =>
  s.status === 'idle'
    ? { cid, started: false, removeStar: false, medals: null, steps: [] }
    : {
        cid,
        started: true,
        removeStar: s.removeStar,
        medals: s.medals,
        steps: s.steps.map((c, i) => ({ step: i + 1, ...c })),
      };

/** The reveal as the stream holds it now (not the read model: a reload never lags behind). */
export const resolverState = async (deps: Deps, cid: number) =>
  resolverDto(cid, await readResolver(deps, cid));

const run = (deps: Deps, cid: number, command: ResolverCommand) =>
  handleCommand(deps.store, resolverStream(cid), resolverDecider, command);

const metadataOf = (viewer: NonNullable<Viewer>) => ({
  now: new Date().toISOString(),
  userId: viewer.uid,
});

export const startResolver = async (
  deps: Deps,
  viewer: NonNullable<Viewer>,
  o: { cid: number; removeStar: boolean; medals: ResolverMedals },
) => {
  const contest = await resolverContest(deps, viewer, o.cid);
  const result = await run(deps, o.cid, {
    type: 'StartResolver',
    data: { ...o, endTime: contest.end_time.getTime() },
    metadata: metadataOf(viewer),
  });
  return resolverDto(o.cid, result.state);
};

export const resetResolver = async (deps: Deps, viewer: NonNullable<Viewer>, cid: number) => {
  await resolverContest(deps, viewer, cid);
  const result = await run(deps, cid, {
    type: 'ResetResolver',
    data: { cid },
    metadata: metadataOf(viewer),
  });
  return resolverDto(cid, result.state);
};

/**
 * Opens the next frozen cell, picked from the contest's final verdicts; the expected step makes
 * one of two presenters pressing at once win and the other be refused.
 */
export const stepResolver = async (
  deps: Deps,
  viewer: NonNullable<Viewer>,
  o: { cid: number; expectedStep: number },
) => {
  const contest = await resolverContest(deps, viewer, o.cid);
  const { settings, submissions } = await boardHistory(deps.sql, contest);
  const result = await run(deps, o.cid, {
    type: 'StepResolver',
    data: { ...o, board: foldVerdicts(settings, submissions) },
    metadata: metadataOf(viewer),
  });
  const [stepped] = result.events;
  if (stepped?.type !== 'ResolverStepped') throw new Error('the step decided nothing');
  const { step, uid, pid } = stepped.data;
  return { step, uid, pid };
};
