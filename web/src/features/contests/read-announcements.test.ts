import { describe, expect, it } from 'vitest';
import { loadReadIds, markRead, plainPreview, readAnnouncementsKey } from './read-announcements';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('read contest announcements', () => {
  it('keeps the ids per user and contest, without duplicates', () => {
    const storage = memory();
    const alice4 = readAnnouncementsKey('u-alice', 4);
    expect(alice4).not.toBe(readAnnouncementsKey('u-bob', 4));
    expect(alice4).not.toBe(readAnnouncementsKey('u-alice', 5));
    expect(loadReadIds(storage, alice4)).toEqual([]);
    expect(markRead(storage, alice4, [3, 1])).toEqual([3, 1]);
    expect(markRead(storage, alice4, [1, 7])).toEqual([3, 1, 7]);
    expect(loadReadIds(storage, alice4)).toEqual([3, 1, 7]);
    expect(loadReadIds(storage, readAnnouncementsKey('u-bob', 4))).toEqual([]);
  });

  it('survives a damaged entry', () => {
    const storage = memory();
    storage.setItem('k', '{oops');
    expect(loadReadIds(storage, 'k')).toEqual([]);
    storage.setItem('k', '[1,"x",2.5,4]');
    expect(loadReadIds(storage, 'k')).toEqual([1, 4]);
  });

  it('turns markdown into a short plain line', () => {
    expect(plainPreview('# Clarification\n\nProblem **B**: read `n` as a [link](http://x).')).toBe(
      'Clarification Problem B: read n as a link.',
    );
    expect(plainPreview('- one\n- two\n\n```cpp\nint x;\n```\n$a+b$')).toBe('one two a+b');
    expect(plainPreview('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
