import { describe, expect, it } from 'vitest';
import type { BoardPage, ScoreboardRowDto } from '@oj/events/scoring';
import { PageMemo, plainPageKey } from './page-memo.ts';

const pageOf = (rows: number): BoardPage => ({
  records: Array.from({ length: rows }, () => ({}) as ScoreboardRowDto),
  total: rows,
  current: 1,
  size: rows,
  sealed: false,
  rankedCount: rows,
});
const plain = { removeStar: false, keyword: '', concernedUids: [], current: 1, limit: 50 };

describe('plainPageKey', () => {
  it('names plain pages only: a search or a follow list is never kept', () => {
    expect(plainPageKey('live', plain)).toBe('live:0:50:1');
    expect(plainPageKey('sealed', { ...plain, removeStar: true, current: 3 })).toBe(
      'sealed:1:50:3',
    );
    expect(plainPageKey('live', { ...plain, keyword: 'alice' })).toBeUndefined();
    expect(plainPageKey('live', { ...plain, concernedUids: ['u1'] })).toBeUndefined();
  });
});

describe('PageMemo', () => {
  it('drops the least recently used pages once the rows held pass the cap', () => {
    const memo = new PageMemo(100);
    memo.set('a', pageOf(40));
    memo.set('b', pageOf(40));
    expect(memo.get('a')).toBeDefined(); // a is now the most recently used
    memo.set('c', pageOf(40));
    expect(memo.size()).toEqual({ pages: 2, rows: 80 });
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toBeDefined();
    expect(memo.get('c')).toBeDefined();
  });

  it('keeps no empty page and no page larger than itself, and counts a replaced page once', () => {
    const memo = new PageMemo(100);
    memo.set('empty', pageOf(0));
    memo.set('huge', pageOf(101));
    expect(memo.size()).toEqual({ pages: 0, rows: 0 });
    memo.set('a', pageOf(30));
    memo.set('a', pageOf(50));
    expect(memo.size()).toEqual({ pages: 1, rows: 50 });
    memo.clear();
    expect(memo.size()).toEqual({ pages: 0, rows: 0 });
  });
});
