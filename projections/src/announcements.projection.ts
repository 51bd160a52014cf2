import { defineProjection, q } from './define-projection.ts';

/** Announcements (site-wide and group ones): what the lists and the home panel read. */
export const announcementsProjection = defineProjection({
  name: 'announcements',
  version: 1,
  handles: ['AnnouncementCreated', 'AnnouncementEdited', 'AnnouncementDeleted'],
  tables: ['read.announcements'],
  init: `
    CREATE TABLE IF NOT EXISTS read.announcements (
      id bigint PRIMARY KEY,
      title text NOT NULL,
      content text NOT NULL,
      status int NOT NULL,
      gid bigint,
      uid text NOT NULL,
      username text NOT NULL,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS announcements_list
      ON read.announcements (gid, status, gmt_create DESC, id DESC);`,
  apply: (event) => {
    switch (event.type) {
      case 'AnnouncementCreated': {
        const a = event.data;
        return [
          q`INSERT INTO read.announcements (id, title, content, status, gid, uid, username, gmt_create, gmt_modified)
            VALUES (${a.id}, ${a.title}, ${a.content}, ${a.status}, ${a.gid}, ${a.uid}, ${a.username}, ${a.at}, ${a.at})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'AnnouncementEdited': {
        const a = event.data;
        return [
          q`UPDATE read.announcements SET title = ${a.title}, content = ${a.content}, status = ${a.status},
              gmt_modified = ${a.at} WHERE id = ${a.id}`,
        ];
      }
      case 'AnnouncementDeleted':
        return [q`DELETE FROM read.announcements WHERE id = ${event.data.id}`];
      default:
        return [];
    }
  },
});
