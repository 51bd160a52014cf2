import type { LanguageName, Sql } from '@oj/events';

export interface AvailableLanguage {
  name: LanguageName;
  description: string;
  content_type: string;
  compile_command: string;
  template: string;
}

/** Languages at least one judge worker reported available at its start. */
export const availableLanguages = (sql: Sql) =>
  sql<AvailableLanguage[]>`
    SELECT DISTINCT ON (name) name, description, content_type, compile_command, template
    FROM read.judge_languages WHERE available ORDER BY name, reported_at DESC`;
