import { describe, expect, it } from 'vitest';
import { followedKey, loadFollowed, MAX_FOLLOWED, toggleFollowed } from './followed-users';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
};

describe('followed users', () => {
  it('keeps a list per contest', () => {
    const storage = memory();
    expect(toggleFollowed(storage, 1, 'u1')).toEqual(['u1']);
    expect(toggleFollowed(storage, 1, 'u2')).toEqual(['u1', 'u2']);
    expect(toggleFollowed(storage, 2, 'u3')).toEqual(['u3']);
    expect(loadFollowed(storage, 1)).toEqual(['u1', 'u2']);
    expect(storage.data.get(followedKey(2))).toBe('["u3"]');
  });

  it('unfollows a followed user', () => {
    const storage = memory();
    toggleFollowed(storage, 1, 'u1');
    toggleFollowed(storage, 1, 'u2');
    expect(toggleFollowed(storage, 1, 'u1')).toEqual(['u2']);
    expect(loadFollowed(storage, 1)).toEqual(['u2']);
  });

  it('ignores broken or foreign data', () => {
    expect(loadFollowed(memory({ [followedKey(1)]: '{nope' }), 1)).toEqual([]);
    expect(loadFollowed(memory({ [followedKey(1)]: '{"a":1}' }), 1)).toEqual([]);
    expect(loadFollowed(memory({ [followedKey(1)]: '["a",3,"",null,"a","b"]' }), 1)).toEqual([
      'a',
      'b',
    ]);
  });

  it('keeps at most what the server takes, dropping the oldest', () => {
    const storage = memory({
      [followedKey(1)]: JSON.stringify(Array.from({ length: MAX_FOLLOWED }, (_, i) => `u${i}`)),
    });
    const next = toggleFollowed(storage, 1, 'new');
    expect(next).toHaveLength(MAX_FOLLOWED);
    expect(next[0]).toBe('u1');
    expect(next.at(-1)).toBe('new');
  });

  it('still answers when storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(toggleFollowed(storage, 1, 'u1')).toEqual(['u1']);
  });
});
