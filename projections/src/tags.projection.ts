import { defineProjection, q } from './define-projection.ts';

/** Tags and their classifications. */
export const tagsProjection = defineProjection({
  name: 'tags',
  version: 1,
  handles: [
    'TagCreated',
    'TagEdited',
    'TagDeleted',
    'TagClassificationCreated',
    'TagClassificationEdited',
    'TagClassificationDeleted',
  ],
  tables: ['read.tags', 'read.tag_classifications'],
  init: `
    CREATE TABLE IF NOT EXISTS read.tags (
      id bigint PRIMARY KEY,
      name text NOT NULL,
      color text NOT NULL,
      oj text NOT NULL,
      gid bigint,
      tcid bigint,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS tags_name ON read.tags (oj, lower(name));
    CREATE TABLE IF NOT EXISTS read.tag_classifications (
      id bigint PRIMARY KEY,
      name text NOT NULL,
      oj text NOT NULL,
      rank int NOT NULL,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );`,
  apply: (event) => {
    switch (event.type) {
      case 'TagCreated': {
        const t = event.data;
        return [
          q`INSERT INTO read.tags (id, name, color, oj, gid, tcid, gmt_create, gmt_modified)
            VALUES (${t.id}, ${t.name}, ${t.color}, ${t.oj}, ${t.gid}, ${t.tcid}, ${t.at}, ${t.at}) ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'TagEdited': {
        const t = event.data;
        return [
          q`UPDATE read.tags SET name = ${t.name}, color = ${t.color}, oj = ${t.oj}, tcid = ${t.tcid}, gmt_modified = ${t.at} WHERE id = ${t.id}`,
        ];
      }
      case 'TagDeleted':
        return [q`DELETE FROM read.tags WHERE id = ${event.data.id}`];
      case 'TagClassificationCreated': {
        const c = event.data;
        return [
          q`INSERT INTO read.tag_classifications (id, name, oj, rank, gmt_create, gmt_modified)
            VALUES (${c.id}, ${c.name}, ${c.oj}, ${c.rank}, ${c.at}, ${c.at}) ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'TagClassificationEdited': {
        const c = event.data;
        return [
          q`UPDATE read.tag_classifications SET name = ${c.name}, oj = ${c.oj}, rank = ${c.rank}, gmt_modified = ${c.at} WHERE id = ${c.id}`,
        ];
      }
      case 'TagClassificationDeleted':
        return [
          q`DELETE FROM read.tag_classifications WHERE id = ${event.data.id}`,
          q`UPDATE read.tags SET tcid = NULL WHERE tcid = ${event.data.id}`,
        ];
      default:
        return [];
    }
  },
});
