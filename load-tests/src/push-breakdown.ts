import { createPgSubscriber, scoreboardChannel } from '@oj/events';
import type { IoServerLike } from './push-breakdown-types.ts';
import { fmt, summarize } from './stats.ts';

const now = () => performance.timeOrigin + performance.now();

/**
 * Where a verdict's push spends its time, per round: the append (command handled), the
 * projection (append until the scoreboard NOTIFY is heard by a listener in this process, as
 * the server's own listener hears it), the fold (notice until the server broadcasts the row)
 * and the emit (broadcast until the last client has it). Bench-only: the server is untouched,
 * its adapter's broadcast is wrapped to mark the instant.
 */
export const pushBreakdown = async (url: string, io: IoServerLike) => {
  let heardAt = 0;
  let broadcastAt = 0;
  const listener = createPgSubscriber({ connectionString: url });
  listener.notifications.on(scoreboardChannel, () => (heardAt ||= now()));
  await listener.connect();
  await listener.listenTo(scoreboardChannel);
  const adapter = io.of('/').adapter;
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, opts) => {
    if (packet.data?.[0] === 'scoreboard:changed') broadcastAt ||= now();
    return broadcast(packet, opts);
  };
  const parts = { append: [] as number[], projection: [] as number[], fold: [] as number[] };
  const emit: number[] = [];
  return {
    /** Before the command: starts a round. */
    start: () => {
      heardAt = 0;
      broadcastAt = 0;
      return now();
    },
    /** After the command returned and the last client has the row. */
    record: (t0: number, appended: number, arrived: number) => {
      parts.append.push(appended - t0);
      parts.projection.push(heardAt - appended);
      parts.fold.push(broadcastAt - heardAt);
      emit.push(arrived - broadcastAt);
    },
    report: (): string[] => {
      const row = (name: string, xs: number[]) => {
        const s = summarize(xs);
        return `  ${name.padEnd(44)} p50 ${fmt(s.p50, 1).padStart(6)} ms  p99 ${fmt(s.p99, 1).padStart(6)} ms`;
      };
      return [
        'where our push spends its time:',
        row('append (command handled, committed)', parts.append),
        row('projection transaction + NOTIFY heard', parts.projection),
        row('fold in the server (notice -> broadcast)', parts.fold),
        row('emit (broadcast -> last client has it)', emit),
      ];
    },
    close: () => listener.close(),
  };
};
