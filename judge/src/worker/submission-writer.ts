import {
  DomainError,
  foldEvents,
  submissionDecider,
  submissionStream,
  WrongExpectedRevisionError,
  type EventStore,
  type RecordedEvent,
  type SubmissionCommand,
  type SubmissionState,
} from '@oj/events';

/**
 * Appends a worker's progress to one submission stream without re-reading it each time: the
 * folded state and revision stay in memory and only a conflict (a cancel, a takeover) costs a
 * re-read, after which the decider says whether this attempt may go on. `enqueue` lets the
 * judge run the next case while the previous case's event is being written, in order.
 */
export class SubmissionWriter {
  private chain: Promise<boolean> = Promise.resolve(true);

  private constructor(
    private readonly store: EventStore,
    private readonly stream: string,
    private state: SubmissionState,
    private revision: number | 'no_stream',
    /** The stream as it was when the worker opened it. */
    readonly history: RecordedEvent[],
  ) {}

  static async open(store: EventStore, submitId: number): Promise<SubmissionWriter> {
    const stream = submissionStream(submitId);
    const history = await store.readStream(stream);
    const last = history[history.length - 1];
    return new SubmissionWriter(
      store,
      stream,
      foldEvents(submissionDecider, history),
      last ? last.revision : 'no_stream',
      history,
    );
  }

  /** Appends now; false when the decider refuses (the attempt is no longer current). */
  async record(command: SubmissionCommand): Promise<boolean> {
    for (let attempt = 0; attempt < 5; attempt++) {
      let events;
      try {
        events = submissionDecider.decide(command, this.state);
      } catch (error) {
        if (error instanceof DomainError) return false;
        throw error;
      }
      try {
        const r = await this.store.append(this.stream, events, { expectedRevision: this.revision });
        this.state = events.reduce(submissionDecider.evolve, this.state);
        this.revision = r.nextRevision;
        return true;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        await this.reload();
      }
    }
    return false;
  }

  /** Queues a record after the previous ones; a refusal stops the rest of the queue. */
  enqueue(command: SubmissionCommand): void {
    this.chain = this.chain.then((ok) => (ok ? this.record(command) : false));
  }

  /** Waits for the queue; false if any queued record was refused. */
  flush(): Promise<boolean> {
    return this.chain;
  }

  private async reload() {
    const history = await this.store.readStream(this.stream);
    const last = history[history.length - 1];
    this.state = foldEvents(submissionDecider, history);
    this.revision = last ? last.revision : 'no_stream';
  }
}
