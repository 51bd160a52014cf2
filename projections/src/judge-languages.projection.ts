import { defineProjection, q } from './define-projection.ts';

/** Languages each judge found at its start; a language is offered when some judge has it. */
export const judgeLanguagesProjection = defineProjection({
  name: 'judge_languages',
  version: 1,
  handles: ['JudgeWorkerStarted'],
  tables: ['read.judge_languages'],
  init: `
    CREATE TABLE IF NOT EXISTS read.judge_languages (
      judger text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      content_type text NOT NULL,
      compile_command text NOT NULL,
      template text NOT NULL,
      available boolean NOT NULL,
      reason text,
      reported_at timestamptz NOT NULL,
      PRIMARY KEY (judger, name)
    );`,
  apply: (event) =>
    event.data.languages.map(
      (
        l,
      ) => q`INSERT INTO read.judge_languages (judger, name, description, content_type, compile_command, template, available, reason, reported_at)
        VALUES (${event.data.judger}, ${l.name}, ${l.description}, ${l.contentType}, ${l.compileCommand}, ${l.template}, ${l.available},
          ${l.reason ?? null}, ${event.data.at})
        ON CONFLICT (judger, name) DO UPDATE SET description = EXCLUDED.description, content_type = EXCLUDED.content_type,
          compile_command = EXCLUDED.compile_command, template = EXCLUDED.template, available = EXCLUDED.available,
          reason = EXCLUDED.reason, reported_at = EXCLUDED.reported_at`,
    ),
});
