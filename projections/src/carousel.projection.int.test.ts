import { describe, expect, it } from 'vitest';
import { carouselImageStream, type EventStore } from '@oj/events';
import { type TestDatabase } from '@oj/events/testing';
import { prepareProjections } from './runner.ts';
import { dumpTable, runToHead, useStoreDatabase } from '../test-kit/index.ts';
import { carouselProjection } from './carousel.projection.ts';
import type { AnyProjection } from './define-projection.ts';

const projections = [carouselProjection] as unknown as AnyProjection[];
let db: TestDatabase;
let store: EventStore;

useStoreDatabase((d, s) => {
  db = d;
  store = s;
});

const added = (id: number, hashChar: string, ext: string) => ({
  type: 'CarouselImageAdded',
  data: {
    id,
    hash: hashChar.repeat(64),
    ext,
    size: 100 * id,
    name: `slide-${id}.${ext}`,
    by: 'root-uid',
    at: `2026-11-0${id}T08:00:00.000Z`,
  },
});

describe('carousel projection', () => {
  it('lists the images that were added and not removed', async () => {
    await store.append(carouselImageStream(1), [added(1, 'a', 'png')]);
    await store.append(carouselImageStream(2), [
      added(2, 'b', 'jpg'),
      { type: 'CarouselImageRemoved', data: { id: 2, by: 'root-uid', at: '2026-11-03T08:00Z' } },
    ]);
    await store.append(carouselImageStream(3), [added(3, 'c', 'webp')]);
    await runToHead(db.sql, store, projections);
    const rows = await db.sql<{ id: number; hash: string; ext: string; name: string }[]>`
      SELECT id, hash, ext, name FROM read.carousel_images ORDER BY id`;
    expect(rows.map((r) => [Number(r.id), r.hash[0], r.ext, r.name])).toEqual([
      [1, 'a', 'png', 'slide-1.png'],
      [3, 'c', 'webp', 'slide-3.webp'],
    ]);
  });

  it('gives identical rows when rebuilt from scratch', async () => {
    const before = await dumpTable(db.sql, 'read.carousel_images', 'id');
    await prepareProjections(db.sql, projections, ['carousel']);
    expect(await dumpTable(db.sql, 'read.carousel_images', 'id')).toEqual([]);
    await runToHead(db.sql, store, projections);
    expect(await dumpTable(db.sql, 'read.carousel_images', 'id')).toEqual(before);
  });
});
