import { realtimeMessage, rooms } from '@oj/events';
import { defineProjection, q } from './define-projection.ts';

/** The site settings as one JSON row; unset fields fall back to the defaults at read time. */
export const websiteConfigProjection = defineProjection({
  name: 'website_config',
  version: 1,
  handles: ['WebsiteConfigUpdated'],
  tables: ['read.website_config'],
  init: `
    CREATE TABLE IF NOT EXISTS read.website_config (
      id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      config jsonb NOT NULL DEFAULT '{}'::jsonb
    );`,
  apply: (event) => [
    q`INSERT INTO read.website_config (id, config) VALUES (1, ${event.data.changes})
      ON CONFLICT (id) DO UPDATE SET config = read.website_config.config || EXCLUDED.config`,
  ],
  notify: () => [realtimeMessage(rooms.site(), 'site:configChanged', null)],
});
