import {
  DomainError,
  foldEvents,
  handleCommand,
  submissionDecider,
  submissionStream,
  WrongExpectedRevisionError,
  type EventStore,
  type KnownState,
  type SubmissionCommand,
  type SubmissionEvent,
  type SubmissionState,
} from '@oj/events';

/** The data a submission was created with: what the judge compiles and runs. */
export type Created = Extract<SubmissionEvent, { type: 'SubmissionCreated' }>['data'];

/** Conflicts in a row before the worker gives its attempt up (each one re-reads the stream). */
const MAX_ATTEMPTS = 5;

/**
 * A worker's one handle on one submission stream, from the claim to the verdict. The stream is
 * read once, at `open`; every command then goes through `handleCommand` starting from the state
 * and revision held in memory, so only a conflict (a cancel, a takeover) costs a re-read, after
 * which the decider says whether this attempt may go on. `enqueue` lets the judge run the next
 * case while the previous case's event is being written, in order.
 */
export class SubmissionWriter {
  private chain: Promise<boolean> = Promise.resolve(true);

  private constructor(
    private readonly store: EventStore,
    private readonly stream: string,
    private known: KnownState<SubmissionState>,
    /** The submission as it was created (undefined when the stream has no such event). */
    readonly created: Created | undefined,
    /** The request that created it: the judge's work and events carry it on. */
    readonly requestId: string | undefined,
  ) {}

  static async open(store: EventStore, submitId: number): Promise<SubmissionWriter> {
    const stream = submissionStream(submitId);
    const history = await store.readStream(stream);
    const last = history[history.length - 1];
    const first = history.find((e) => e.type === 'SubmissionCreated');
    const created = first?.data as Created | undefined;
    const requestId = first?.metadata.requestId;
    return new SubmissionWriter(
      store,
      stream,
      {
        state: foldEvents(submissionDecider, history),
        revision: last ? last.revision : 'no_stream',
      },
      created,
      typeof requestId === 'string' ? requestId : undefined,
    );
  }

  /** The stream's state after this writer's last append or re-read. */
  get state(): SubmissionState {
    return this.known.state;
  }

  /** Appends now; false when the decider refuses (the attempt is no longer current). */
  async record(command: SubmissionCommand): Promise<boolean> {
    try {
      const result = await handleCommand(this.store, this.stream, submissionDecider, command, {
        known: this.known,
        maxAttempts: MAX_ATTEMPTS,
      });
      this.known = { state: result.state, revision: result.revision };
      return true;
    } catch (error) {
      if (error instanceof DomainError || error instanceof WrongExpectedRevisionError) return false;
      throw error;
    }
  }

  /** Queues a record after the previous ones; a refusal stops the rest of the queue. */
  enqueue(command: SubmissionCommand): void {
    this.chain = this.chain.then((ok) => (ok ? this.record(command) : false));
  }

  /** Waits for the queue; false if any queued record was refused. */
  flush(): Promise<boolean> {
    return this.chain;
  }
}
