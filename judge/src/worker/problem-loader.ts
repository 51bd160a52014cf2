import {
  foldEvents,
  problemStream,
  type EventStore,
  type ProblemEvent,
  type ProblemSnapshot,
} from '@oj/events';

type Loaded = (ProblemSnapshot & { pid: number }) | null;

const evolve = (state: Loaded, event: { type: string; data: unknown }): Loaded => {
  const e = event as ProblemEvent;
  switch (e.type) {
    case 'ProblemCreated':
    case 'ProblemEdited':
      return e.data;
    case 'ProblemDeleted':
      return null;
    default:
      return state;
  }
};

/** The problem as its latest snapshot event says (the judge reads events, not read models). */
export const loadProblem = async (store: EventStore, pid: number): Promise<Loaded> =>
  foldEvents(
    { initialState: () => null as Loaded, evolve },
    await store.readStream(problemStream(pid)),
  );
