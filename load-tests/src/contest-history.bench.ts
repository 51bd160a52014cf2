import {
  foldHistory,
  history,
  historyAt,
  historyBoard,
  withCells,
  type ContestSettings,
  type VerdictLogEntry,
} from '@oj/events/scoring';
import { prng } from '@oj/events';
import { fmt, summarize } from './stats.ts';

const MINUTE = 60_000;
const LENGTH = 300;

/**
 * A five-hour ACM contest's verdict log on a users x problems board: each cell gets one to
 * three runs (wrong ones before an accepted one), each run a PENDING entry at its submission
 * and its verdict a minute or two later; one run in fifty is rejudged (back to PENDING, then a
 * new verdict) later in the contest. Entries in time order, as the store would hold them.
 */
export const contestLog = (users: number, problems: number, seed = 18) => {
  const rand = prng(seed);
  const start = Date.UTC(2026, 0, 10, 9);
  const settings: ContestSettings = {
    type: 'ACM',
    startTime: start,
    endTime: start + LENGTH * MINUTE,
    sealRank: 1,
    autoRealRank: true,
    oiRankScoreType: 'Recent',
    authorUid: 'author',
    superAdminUids: [],
    starUids: [],
    award: { type: 0 },
    rankShowName: 'username',
  };
  const events: Omit<VerdictLogEntry, 'position'>[] = [];
  let submitId = 0;
  for (let u = 0; u < users; u++)
    for (let p = 0; p < problems; p++) {
      const runs = 1 + Math.floor(rand() * 3);
      let t = start + Math.floor(rand() * (LENGTH - 20) * MINUTE);
      for (let r = 0; r < runs; r++) {
        const base = {
          submitId: ++submitId,
          uid: `u${u}`,
          pid: String.fromCharCode(65 + p),
          submitTime: t,
          score: null,
        };
        const verdictAt = t + MINUTE + Math.floor(rand() * MINUTE);
        const status = r === runs - 1 && rand() < 0.8 ? 'AC' : 'WA';
        events.push({ ...base, status: 'PENDING', time: null, at: t });
        events.push({ ...base, status, time: 10, at: verdictAt });
        if (rand() < 0.02) {
          const again = verdictAt + Math.floor(rand() * 60 * MINUTE);
          events.push({ ...base, status: 'PENDING', time: null, at: again });
          events.push({
            ...base,
            status: status === 'AC' ? 'WA' : 'AC',
            time: 9,
            at: again + MINUTE,
          });
        }
        t += Math.floor(rand() * 10 * MINUTE);
      }
    }
  events.sort((a, b) => a.at - b.at || a.submitId - b.submitId);
  const log = events.map((e, i): VerdictLogEntry => ({ ...e, position: 10 * (i + 1) }));
  return { settings, log };
};

/** Wall time, and the process's CPU time in `cpu` (what the figure would be on an idle machine). */
const cpu: number[] = [];
const ms = (f: () => unknown) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f();
  const used = process.cpuUsage(c0);
  cpu.push((used.user + used.system) / 1000);
  return performance.now() - t0;
};

/**
 * Time travel on a users x problems board (issue 18): jumps to random contest minutes through
 * the snapshot index against folding the log from scratch, same run, same cuts.
 */
export const runHistoryJumpBench = (users = 10_000, problems = 13, jumps = 60): string[] => {
  const { settings, log } = contestLog(users, problems);
  let h = history(settings, []);
  const indexMs = ms(() => (h = history(settings, log)));
  const indexCpu = cpu.pop()!;
  const rand = prng(7);
  const minutes = Array.from({ length: jumps }, () => Math.floor(rand() * (LENGTH + 1)));
  const viaSnapshots: number[] = [];
  const withPage: number[] = [];
  const scratch: number[] = [];
  const jumpCpu: number[] = [];
  for (const m of minutes) {
    const at = settings.startTime + m * MINUTE;
    viaSnapshots.push(ms(() => historyAt(h, { at })));
    jumpCpu.push(cpu.pop()!);
    // What get-contest-rank with atTime does: ranks and awards of every row, cells of one page.
    withPage.push(
      ms(() => {
        const state = historyAt(h, { at });
        const { kind, rows } = historyBoard(state, 'public', at, new Map(), { cells: false });
        return withCells(state, kind, rows.slice(0, 50));
      }),
    );
    cpu.pop();
    scratch.push(ms(() => foldHistory(settings, log, { at })));
  }
  const line = (name: string, samples: number[]) => {
    const s = summarize(samples);
    return `  ${name}  p50 ${fmt(s.p50, 1)} ms  p99 ${fmt(s.p99, 1)} ms`;
  };
  const a = summarize(viaSnapshots);
  const b = summarize(scratch);
  return [
    `time travel on a ${users} x ${problems} board, ${log.length} log entries (index built in ${fmt(indexMs, 0)} ms, ${fmt(indexCpu, 0)} ms CPU, ${h.snapshots.length} snapshots every ${h.every}), ${jumps} jumps to random minutes:`,
    line('jump via snapshots       ', viaSnapshots),
    line('  (its CPU time)         ', jumpCpu),
    line('jump + a ranked page of 50', withPage),
    line('fold from scratch        ', scratch),
    `  ratio p50 ${fmt(b.p50 / a.p50, 1)}x  p99 ${fmt(b.p99 / a.p99, 1)}x faster via snapshots  (goal: a jump under 100 ms)`,
  ];
};
