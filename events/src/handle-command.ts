import type { AppendResult, EventStore, NewEvent, RecordedEvent } from './store/event-store.ts';
import { WrongExpectedRevisionError } from './store/event-store.ts';

/**
 * A pure decision model: fold events into state, decide new events from a command. `evolve`
 * gets the aggregate's own event union: a stream holds only its aggregate's events, and the
 * store validated each one against the catalogue when it was appended and read.
 */
export interface Decider<State, Command, Event extends NewEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** A stream's folded state and the revision it was folded up to ('no_stream': nothing yet). */
export interface KnownState<State> {
  state: State;
  revision: number | 'no_stream';
}

export interface CommandResult<State, Event> extends KnownState<State> {
  /** Events appended by this command (empty when the decider decided nothing). */
  events: Event[];
  /** Store result of the append; undefined when nothing was appended. */
  appended: AppendResult | undefined;
}

export interface HandleOptions<State> {
  maxAttempts?: number;
  /**
   * The state a long-lived writer already holds (a previous result): the first attempt decides
   * on it without reading the stream; only a conflict costs a re-read.
   */
  known?: KnownState<State>;
}

/** The one place a stream's recorded events are taken as the aggregate's union (see Decider). */
const asAggregateEvents = <E>(events: readonly Pick<RecordedEvent, 'type' | 'data'>[]) =>
  events as unknown as readonly E[];

export const foldEvents = <S, E extends NewEvent>(
  decider: { initialState: () => S; evolve: (state: S, event: E) => S },
  events: readonly Pick<RecordedEvent, 'type' | 'data'>[],
): S => asAggregateEvents<E>(events).reduce(decider.evolve, decider.initialState());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const readState = async <State, Event extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: { initialState: () => State; evolve: (state: State, event: Event) => State },
): Promise<KnownState<State>> => {
  const history = await store.readStream(streamId);
  const last = history[history.length - 1];
  return { state: foldEvents(decider, history), revision: last ? last.revision : 'no_stream' };
};

/**
 * Read the stream (unless the caller knows its state), fold it, decide, append with that
 * revision as the expected one, and on a conflict do it all again from a fresh read (never
 * append over a stale decision). Returns the state and revision after the command, so a writer
 * can pass them back as `known` for its next command.
 */
export const handleCommand = async <State, Command, Event extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: HandleOptions<State> = {},
): Promise<CommandResult<State, Event>> => {
  const maxAttempts = options.maxAttempts ?? 20;
  let known = options.known;
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = known ?? (await readState(store, streamId, decider));
    known = undefined;
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, revision, appended: undefined };
    try {
      const appended = await store.append(streamId, events, { expectedRevision: revision });
      const after = events.reduce(decider.evolve, state);
      return { events, state: after, revision: appended.nextRevision, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
      await pause(Math.random() * 5 * attempt);
    }
  }
};
