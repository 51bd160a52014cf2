import { Router, type Response } from 'express';
import { Zip, ZipDeflate } from 'fflate';
import { z } from 'zod';
import { roleSchema } from '@oj/events';
import type { Deps } from '../deps.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError } from '../http/envelope.ts';
import { id, parseQuery } from '../http/validate.ts';
import { contestMissing, isContestAdmin } from './contest.policy.ts';
import { contestProblemRows, findContestRow, type ContestRow } from './contest.queries.ts';

const query = z.object({
  cid: id('cid'),
  excludeAdmin: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .default(false),
  splitType: z
    .enum(['user', 'problem'], { error: 'splitType must be user or problem' })
    .optional()
    .default('user'),
});

export const notContestAdmin =
  'You are not an admin of this contest, so you cannot download its accepted submissions';

interface AcRow {
  pid: number;
  uid: string;
  username: string;
  language: string;
  code: string;
  score: number | null;
  submit_time: Date;
  role: string | null;
}

/** The file suffix of a language (the judge's names: C, C++, C++ 14, Java, Python3...). */
const suffixOf = (language: string) => {
  const l = language.toLowerCase();
  if (l.startsWith('c++')) return 'cpp';
  if (l.startsWith('python')) return 'py';
  if (l.startsWith('java')) return 'java';
  if (l === 'c' || l.startsWith('c ')) return 'c';
  return 'txt';
};

/** yyyyMMddHHmmss in UTC: HOJ's stamp that tells two accepted runs apart. */
const stamp = (d: Date) => d.toISOString().replace(/\D/g, '').slice(0, 14);
/** One path segment: never a folder escape, whatever a username or display id holds. */
const segment = (s: string) => s.replace(/[/\\\0]/g, '_').replace(/^\.+$/, '_') || '_';

/**
 * The files of the archive (HOJ's layout): a folder per user (or per problem), each accepted
 * run as `<problem>_(<time>).<ext>` (or `<user>_...`); in OI the latest scored run of each
 * user and problem only, with its score: `<problem>_<score>_(<time>).<ext>`.
 */
const filesOf = (rows: AcRow[], displayOf: Map<number, string>, c: ContestRow, byUser: boolean) => {
  const oi = c.type !== 0;
  const seen = new Set<string>();
  const files: { name: string; text: string }[] = [];
  for (const s of rows) {
    const problem = segment(displayOf.get(Number(s.pid)) ?? String(s.pid));
    const user = segment(s.username);
    const key = `${s.uid}|${s.pid}`;
    if (oi && seen.has(key)) continue;
    seen.add(key);
    const [folder, file] = byUser ? [user, problem] : [problem, user];
    const score = oi ? `_${s.score ?? 0}` : '';
    files.push({
      name: `${folder}/${file}${score}_(${stamp(s.submit_time)}).${suffixOf(s.language)}`,
      text: s.code,
    });
  }
  return files;
};

/** Streams the files as a zip. */
const sendZip = (res: Response, files: { name: string; text: string }[]) =>
  new Promise<void>((resolve, reject) => {
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      res.write(chunk);
      if (final) {
        res.end();
        resolve();
      }
    });
    for (const f of files) {
      const entry = new ZipDeflate(f.name, { level: 6 });
      zip.add(entry);
      entry.push(Buffer.from(f.text), true);
    }
    zip.end();
  });

/**
 * `GET /api/file/download-contest-ac-submission`: a zip of a contest's accepted code during the
 * contest (OI: the latest scored run), for its contest admins. `excludeAdmin` leaves out the
 * runs of everyone who administers the contest.
 */
export const registerContestAcDownloadRoutes = (deps: Deps): Router => {
  const r = Router();
  r.get('/file/download-contest-ac-submission', async (req, res) => {
    const user = requireUser(req);
    const q = parseQuery(query, req);
    const contest = await findContestRow(deps.sql, q.cid);
    if (!contest) throw new HttpError(404, contestMissing);
    if (!isContestAdmin(user, contest)) throw new HttpError(403, notContestAdmin);
    const [rows, problems] = await Promise.all([
      deps.sql<AcRow[]>`
        SELECT s.pid, s.uid, s.username, s.language, s.code, s.score, s.submit_time, u.role
        FROM read.submissions s LEFT JOIN read.users u ON u.uid = s.uid
        WHERE s.cid = ${q.cid} AND s.kind = 'submission'
          AND ${contest.type === 0 ? deps.sql`s.status = 'AC'` : deps.sql`s.score IS NOT NULL`}
          AND s.submit_time BETWEEN ${contest.start_time} AND ${contest.end_time}
        ORDER BY s.submit_time DESC, s.submit_id DESC`,
      contestProblemRows(deps.sql, q.cid),
    ]);
    const kept = q.excludeAdmin
      ? rows.filter(
          (s) =>
            !isContestAdmin({ uid: s.uid, role: roleSchema.catch('user').parse(s.role) }, contest),
        )
      : rows;
    const displayOf = new Map(problems.map((p) => [Number(p.pid), p.display_id]));
    const files = filesOf(kept, displayOf, contest, q.splitType === 'user');
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="contest_${q.cid}_${Date.now()}.zip"`,
    );
    await sendZip(res, files);
  });
  return r;
};
