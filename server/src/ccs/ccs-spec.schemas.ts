import { z } from 'zod';

/**
 * The objects of the ICPC Contest API, version 2023-06, written from the spec text property
 * by property (types TIME, RELTIME, ID; `?` is nullable and may be left out). Used by tests.
 */
const ID = z
  .string()
  .regex(/^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,35}$/)
  .refine((s) => !s.endsWith('.'));
const TIME = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?([+-]\d\d(:\d\d)?|Z)$/);
const RELTIME = z.string().regex(/^-?\d+:\d\d:\d\d(\.\d{3})?$/);
const opt = <T extends z.ZodType>(t: T) => t.nullable().optional();

export const apiInfo = z.object({
  version: z.literal('2023-06'),
  version_url: z.string(),
  provider: opt(z.object({ name: z.string(), version: opt(z.string()) })),
});
export const access = z.object({
  capabilities: z.array(z.string()),
  endpoints: z.array(z.object({ type: z.string(), properties: z.array(z.string()).min(1) })),
});
export const contest = z.object({
  id: ID,
  name: z.string(),
  formal_name: opt(z.string()),
  start_time: opt(TIME),
  countdown_pause_time: opt(RELTIME),
  duration: RELTIME,
  scoreboard_freeze_duration: opt(RELTIME),
  scoreboard_thaw_time: opt(TIME),
  scoreboard_type: z.enum(['pass-fail', 'score']),
  penalty_time: z.number().int(),
});
export const judgementType = z.object({
  id: ID,
  name: z.string(),
  penalty: z.boolean(),
  solved: z.boolean(),
});
export const language = z.object({
  id: ID,
  name: z.string(),
  entry_point_required: z.boolean(),
  entry_point_name: opt(z.string()),
  extensions: z.array(z.string()),
});
export const problem = z.object({
  id: ID,
  label: z.string(),
  name: z.string(),
  ordinal: z.number().int(),
  rgb: opt(z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)),
  color: opt(z.string()),
  time_limit: z.number().nonnegative(),
});
export const group = z.object({ id: ID, name: z.string(), type: opt(z.string()) });
export const organization = z.object({ id: ID, name: z.string(), formal_name: opt(z.string()) });
export const team = z.object({
  id: ID,
  name: z.string(),
  label: z.string(),
  display_name: opt(z.string()),
  organization_id: opt(ID),
  group_ids: z.array(ID),
  hidden: opt(z.boolean()),
});
export const account = z.object({
  id: ID,
  username: z.string(),
  name: opt(z.string()),
  type: z.string(),
  team_id: opt(ID),
});
export const state = z.object({
  started: opt(TIME),
  frozen: opt(TIME),
  ended: opt(TIME),
  thawed: opt(TIME),
  finalized: opt(TIME),
  end_of_updates: opt(TIME),
});
export const submission = z.object({
  id: ID,
  language_id: ID,
  problem_id: ID,
  team_id: ID,
  time: TIME,
  contest_time: RELTIME,
  entry_point: opt(z.string()),
});
export const judgement = z.object({
  id: ID,
  submission_id: ID,
  judgement_type_id: opt(ID),
  start_time: TIME,
  start_contest_time: RELTIME,
  end_time: opt(TIME),
  end_contest_time: opt(RELTIME),
  max_run_time: opt(z.number().nonnegative()),
});
/** A test case run of a judgement (2023-06: `time` and `contest_time` when it ended). */
export const run = z.object({
  id: ID,
  judgement_id: ID,
  ordinal: z.number().int().nonnegative(),
  judgement_type_id: ID,
  time: TIME,
  contest_time: RELTIME,
  run_time: z.number().nonnegative(),
});
export const clarification = z.object({
  id: ID,
  from_team_id: opt(ID),
  to_team_id: opt(ID),
  reply_to_id: opt(ID),
  problem_id: opt(ID),
  text: z.string(),
  time: TIME,
  contest_time: RELTIME,
});
export const award = z.object({ id: ID, citation: z.string(), team_ids: opt(z.array(ID)) });
export const scoreboard = z.object({
  time: TIME,
  contest_time: RELTIME,
  state,
  rows: z.array(
    z.object({
      rank: z.number().int().positive(),
      team_id: ID,
      score: z.object({
        num_solved: z.number().int(),
        total_time: z.number().int(),
        time: opt(z.number().int()),
      }),
      problems: z.array(
        z.object({
          problem_id: ID,
          num_judged: z.number().int(),
          num_pending: z.number().int(),
          solved: z.boolean(),
          time: z.number().int().optional(),
        }),
      ),
    }),
  ),
});
export const error = z.object({ code: z.number().int(), message: z.string() });

/** The object schema of each collection endpoint and event type. */
export const byType = {
  contest,
  'judgement-types': judgementType,
  languages: language,
  problems: problem,
  groups: group,
  organizations: organization,
  teams: team,
  accounts: account,
  state,
  submissions: submission,
  judgements: judgement,
  runs: run,
  awards: award,
  clarifications: clarification,
} as const;

export const event = z.object({
  type: z.enum(Object.keys(byType) as [keyof typeof byType]),
  id: ID.nullable(),
  data: z.unknown(),
  token: z.string().optional(),
});
