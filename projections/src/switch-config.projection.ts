import { defineProjection, q } from './define-projection.ts';

/** The judge and community switches as one JSON row; defaults fill the gaps at read time. */
export const switchConfigProjection = defineProjection({
  name: 'switch_config',
  version: 1,
  handles: ['SwitchConfigUpdated'],
  tables: ['read.switch_config'],
  init: `
    CREATE TABLE IF NOT EXISTS read.switch_config (
      id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      config jsonb NOT NULL DEFAULT '{}'::jsonb
    );`,
  apply: (event) => [
    q`INSERT INTO read.switch_config (id, config) VALUES (1, ${event.data.changes})
      ON CONFLICT (id) DO UPDATE SET config = read.switch_config.config || EXCLUDED.config`,
  ],
});
