import type { Sql } from '@oj/events';

export interface TagRow {
  id: number;
  name: string;
  color: string;
  oj: string;
  gid: number | null;
  tcid: number | null;
  gmt_create: Date;
  gmt_modified: Date;
}
export interface ClassificationRow {
  id: number;
  name: string;
  oj: string;
  rank: number;
  gmt_create: Date;
  gmt_modified: Date;
}

export const tagVo = (t: TagRow) => ({
  id: Number(t.id),
  name: t.name,
  color: t.color,
  oj: t.oj,
  gid: t.gid,
  tcid: t.tcid === null ? null : Number(t.tcid),
  gmtCreate: t.gmt_create.toISOString(),
  gmtModified: t.gmt_modified.toISOString(),
});

export const classificationVo = (c: ClassificationRow) => ({
  id: Number(c.id),
  name: c.name,
  oj: c.oj,
  rank: c.rank,
  gmtCreate: c.gmt_create.toISOString(),
  gmtModified: c.gmt_modified.toISOString(),
});

export const findTag = async (sql: Sql, id: number) =>
  (await sql<TagRow[]>`SELECT * FROM read.tags WHERE id = ${id}`)[0];

/** The site's tags ('All': every oj's); a group's own tags are its members' business. */
export const listTags = (sql: Sql, oj: string) =>
  oj === 'All'
    ? sql<TagRow[]>`SELECT * FROM read.tags WHERE gid IS NULL ORDER BY id`
    : sql<TagRow[]>`SELECT * FROM read.tags WHERE oj = ${oj} AND gid IS NULL ORDER BY id`;

/** What a group's problem form offers: the site's own tags and the group's. */
export const listGroupTags = (sql: Sql, gid: number) =>
  sql<
    TagRow[]
  >`SELECT * FROM read.tags WHERE oj = 'ME' AND (gid IS NULL OR gid = ${gid}) ORDER BY id`;

export const listClassifications = (sql: Sql, oj: string) =>
  oj === 'All'
    ? sql<ClassificationRow[]>`SELECT * FROM read.tag_classifications ORDER BY rank, id`
    : sql<
        ClassificationRow[]
      >`SELECT * FROM read.tag_classifications WHERE oj = ${oj} ORDER BY rank, id`;

/** Tags of the named problems' tag names, by lowercased name. */
export const tagsByName = async (sql: Sql, names: string[]): Promise<Map<string, TagRow>> => {
  if (names.length === 0) return new Map();
  const rows = await sql<
    TagRow[]
  >`SELECT * FROM read.tags WHERE oj = 'ME' AND lower(name) = ANY(${names.map((n) => n.toLowerCase())})`;
  return new Map(rows.map((t) => [t.name.toLowerCase(), t]));
};
