import { createSql, type Sql } from '@oj/events';

/** What the supervisor learned before announcing the site. */
export type JudgeReadiness =
  | { kind: 'ready'; languages: string[] }
  | { kind: 'none-available'; reasons: string[] }
  | { kind: 'timeout' }
  | { kind: 'stopped' };

interface WaitOptions {
  /** Origin of the running server, e.g. http://127.0.0.1:8080. */
  origin: string;
  databaseUrl: string;
  /** When the judge was started: its report must be at least this recent. */
  since: Date;
  timeoutMs: number;
  stopping: () => boolean;
  pollMs?: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The languages `/api/languages` offers (what the problem form and the editor read). */
const offeredLanguages = (origin: string): Promise<string[]> =>
  fetch(`${origin}/api/languages`).then(
    async (res) => {
      if (!res.ok) return [];
      const body = (await res.json()) as { data?: { name: string }[] | null };
      return (body.data ?? []).map((l) => l.name);
    },
    () => [],
  );

interface Report {
  name: string;
  available: boolean;
  reason: string | null;
}

/**
 * What judges reported since `since`: an earlier run's rows say nothing about this judge. The
 * projections create the table at their first start; until then nobody reported.
 */
const freshReports = (sql: Sql, since: Date): Promise<Report[]> =>
  sql<Report[]>`SELECT name, available, reason FROM read.judge_languages
    WHERE reported_at >= ${since}`.catch((error: unknown) => {
    if ((error as { code?: string }).code === '42P01') return [];
    throw error;
  });

/**
 * Polls until the server answers on `/api/get-website-config`; false when the supervisor
 * stopped or the bound passed first.
 */
export const waitForServer = async (
  origin: string,
  o: { timeoutMs: number; stopping: () => boolean },
) => {
  const end = Date.now() + o.timeoutMs;
  while (!o.stopping() && Date.now() < end) {
    const up = await fetch(`${origin}/api/get-website-config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return true;
    await pause(200);
  }
  return false;
};

/**
 * Waits until a judge has announced its languages and the server offers them, so the site is
 * announced only when a problem can be created and judged. A judge that reported but can run
 * nothing (no toolchain, no bubblewrap) ends the wait too: waiting longer would not help.
 */
export const waitForJudgeLanguages = async (o: WaitOptions): Promise<JudgeReadiness> => {
  const sql = createSql(o.databaseUrl, { max: 1 });
  const end = Date.now() + o.timeoutMs;
  try {
    while (Date.now() < end) {
      if (o.stopping()) return { kind: 'stopped' };
      const reported = await freshReports(sql, o.since);
      if (reported.length > 0 && reported.every((l) => !l.available))
        return { kind: 'none-available', reasons: reported.map((l) => `${l.name}: ${l.reason}`) };
      const languages = reported.length > 0 ? await offeredLanguages(o.origin) : [];
      if (languages.length > 0) return { kind: 'ready', languages };
      await pause(o.pollMs ?? 250);
    }
    return { kind: 'timeout' };
  } finally {
    await sql.end({ timeout: 5 });
  }
};

/** The supervisor's lines about the judge, said just before "the site is up". */
export const describeReadiness = (r: JudgeReadiness, timeoutMs: number): string[] => {
  switch (r.kind) {
    case 'ready':
      return [`the judge offers ${r.languages.join(', ')}`];
    case 'none-available':
      return [
        'the judge found no language it can run on this machine, so nothing can be judged:',
        ...r.reasons.map((reason) => `  ${reason}`),
        'install the toolchains (see README, Quick start) and restart',
      ];
    case 'timeout':
      return [
        `no judge reported its languages within ${Math.round(timeoutMs / 1000)} s (see the judge's log above):`,
        '  problems cannot be created or judged until one does',
      ];
    case 'stopped':
      return [];
  }
};
