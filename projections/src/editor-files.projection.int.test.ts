import { describe, expect, it } from 'vitest';
import { editorFileStream, type EventStore } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { editorFilesProjection } from './editor-files.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [editorFilesProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const uploaded = (id: number, kind: 'img' | 'file', ext: string, gid: number | null) => ({
  type: 'EditorFileUploaded',
  data: {
    id,
    kind,
    hash: 'a'.repeat(64),
    ext,
    size: 10 * id,
    name: `upload-${id}.${ext}`,
    gid,
    by: `uid-${id}`,
    at: `2026-11-0${id}T08:00:00.000Z`,
  },
});

describe('editor files projection', () => {
  it('keeps who uploaded each file until it is deleted', async () => {
    await store.append(editorFileStream(1), [uploaded(1, 'img', 'png', null)]);
    await store.append(editorFileStream(2), [
      uploaded(2, 'img', 'png', 5),
      { type: 'EditorFileDeleted', data: { id: 2, by: 'root-uid', at: '2026-11-03T08:00Z' } },
    ]);
    await store.append(editorFileStream(3), [uploaded(3, 'file', 'pdf', 12)]);
    await runToHead(db.sql, store, projections);
    const rows = await db.sql<
      { id: number; kind: string; ext: string; gid: number | null; uid: string }[]
    >`
      SELECT id, kind, ext, gid, uid FROM read.editor_files ORDER BY id`;
    expect(
      rows.map((r) => [Number(r.id), r.kind, r.ext, r.gid === null ? null : Number(r.gid), r.uid]),
    ).toEqual([
      [1, 'img', 'png', null, 'uid-1'],
      [3, 'file', 'pdf', 12, 'uid-3'],
    ]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, 'read.editor_files', 'id');
    await prepareProjections(db.sql, projections, ['editor_files']);
    expect(await dumpTable(db.sql, 'read.editor_files', 'id')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.editor_files', 'id')).toEqual(before);
  });
});
