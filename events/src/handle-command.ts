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

export interface CommandResult<State, Event> {
  /** Events appended by this command (empty when the decider decided nothing). */
  events: Event[];
  /** State after the new events. */
  state: State;
  /** Store result of the append; undefined when nothing was appended. */
  appended: AppendResult | undefined;
}

/** The one place a stream's recorded events are taken as the aggregate's union (see Decider). */
const asAggregateEvents = <E>(events: readonly Pick<RecordedEvent, 'type' | 'data'>[]) =>
  events as unknown as readonly E[];

export const foldEvents = <S, E extends NewEvent>(
  decider: { initialState: () => S; evolve: (state: S, event: E) => S },
  events: readonly Pick<RecordedEvent, 'type' | 'data'>[],
): S => asAggregateEvents<E>(events).reduce(decider.evolve, decider.initialState());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Read the stream, fold it, decide, append with the read revision as the expected one, and
 * on a conflict do it all again with the newer state (never append over a stale decision).
 */
export const handleCommand = async <State, Command, Event extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: { maxAttempts?: number } = {},
): Promise<CommandResult<State, Event>> => {
  const maxAttempts = options.maxAttempts ?? 20;
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(streamId);
    const state = foldEvents(decider, history);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, appended: undefined };
    const last = history[history.length - 1];
    try {
      const appended = await store.append(streamId, events, {
        expectedRevision: last ? last.revision : 'no_stream',
      });
      return { events, state: events.reduce(decider.evolve, state), appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
      await pause(Math.random() * 5 * attempt);
    }
  }
};
