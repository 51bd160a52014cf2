import { awardObjects } from './ccs-board.ts';
import { judgementTypes } from './ccs-format.ts';
import {
  accountObjects,
  contestObject,
  groupObjects,
  judgements,
  languageObjects,
  runs,
  organizationObjects,
  problemObjects,
  stateObject,
  submissions,
  teamObjects,
} from './ccs-objects.ts';
import type { Snapshot } from './ccs-snapshot.ts';

export interface FeedLine {
  type: string;
  id: string | null;
  data: unknown;
  token?: string;
}

/** Lines sharing one store position: the feed's unit of resumption. */
export interface FeedGroup {
  position: number;
  lines: FeedLine[];
}

const each = (type: string, objects: readonly { id: string }[]): FeedLine[] =>
  objects.map((o) => ({ type, id: o.id, data: o }));

/** Awards and state: aggregate now, so they close the feed after the newest change. */
export const tailLines = (s: Snapshot): FeedLine[] => [
  ...each('awards', awardObjects(s)),
  { type: 'state', id: null, data: stateObject(s) },
];

/**
 * The feed as a projection of the store: the configuration at the position the contest was
 * created, each submission at the position it was made and each judgement at the position of
 * its verdict, in store order. Only a group's last line carries the token (its position), so
 * resuming after a token never skips half a group.
 */
export const feedGroups = (
  s: Snapshot,
  clarifications: readonly { position: number; data: { id: string } }[] = [],
): FeedGroup[] => {
  const config: FeedLine[] = [
    { type: 'contest', id: null, data: contestObject(s) },
    ...each('judgement-types', judgementTypes),
    ...each('languages', languageObjects(s)),
    ...each('problems', problemObjects(s)),
    ...each('groups', groupObjects()),
    ...each('organizations', organizationObjects(s)),
    ...each('teams', teamObjects(s)),
    ...(s.admin ? each('accounts', accountObjects(s)) : []),
  ];
  const at = new Map<number, FeedLine[]>([[s.createdAt, config]]);
  const put = (position: number, line: FeedLine) =>
    at.set(position, [...(at.get(position) ?? []), line]);
  for (const x of submissions(s))
    put(x.position, { type: 'submissions', id: x.data.id, data: x.data });
  const js = judgements(s);
  for (const j of js) put(j.position, { type: 'judgements', id: j.data.id, data: j.data });
  for (const r of runs(s, js)) put(r.position, { type: 'runs', id: r.data.id, data: r.data });
  for (const c of clarifications)
    put(c.position, { type: 'clarifications', id: c.data.id, data: c.data });
  const groups = [...at.entries()]
    .sort(([a], [b]) => a - b)
    .map(([position, lines]) => ({ position, lines }));
  groups.at(-1)?.lines.push(...tailLines(s));
  return groups;
};

/** The NDJSON lines of groups, the last line of each with its token. */
export const feedLines = (groups: readonly FeedGroup[], types: ReadonlySet<string> | null) =>
  groups.flatMap((g) => {
    const kept = g.lines.filter((l) => types === null || types.has(l.type));
    return kept.map((l, i) =>
      JSON.stringify(i === kept.length - 1 ? { ...l, token: String(g.position) } : l),
    );
  });
