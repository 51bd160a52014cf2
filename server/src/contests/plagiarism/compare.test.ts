import { describe, expect, it } from 'vitest';
import { fragmentLines, newIndex, rankSources, tokenizedFile, type Source } from './compare.ts';
import { disguised, original, unrelated } from './fixtures.ts';

const source = (submitId: number, code: string, language = 'C++'): Source => ({
  submitId,
  uid: `u${submitId}`,
  username: `user${submitId}`,
  language,
  code,
});

describe('plagiarism ranking', () => {
  const sources = [
    source(1, unrelated[0]!),
    source(2, original),
    source(3, unrelated[1]!),
    source(4, disguised),
    source(5, unrelated[2]!, 'Python3'),
  ];

  it('ranks the renamed, re-spaced, re-commented copy first with a high similarity', () => {
    const [top, next] = rankSources(sources);
    expect({ left: top?.left, right: top?.right }).toEqual({ left: 2, right: 4 });
    expect(top!.similarity).toBeGreaterThan(0.9);
    expect(top!.longest).toBeGreaterThan(10);
    expect(next!.similarity).toBeLessThan(0.35);
  });

  it('scores unrelated code low', () => {
    const pairs = rankSources(sources).filter((p) => !(p.left === 2 && p.right === 4));
    for (const p of pairs) expect(p.similarity).toBeLessThan(0.35);
  });

  it('scores an identical code 1 and an empty one 0', () => {
    const [same] = rankSources([source(1, original), source(2, original)]);
    expect(same!.similarity).toBe(1);
    const [empty] = rankSources([source(1, ''), source(2, original)]);
    expect(empty!.similarity).toBe(0);
  });

  it('maps the matched fragments to the lines of both codes', () => {
    const index = newIndex(2);
    const a = tokenizedFile(source(1, original));
    const b = tokenizedFile(source(2, disguised));
    index.addFiles([a, b]);
    const [longest] = fragmentLines(index.getPair(a, b));
    // The copy starts after the includes in both and runs to the last queries (winnowing may
    // leave the final k-grams unpicked).
    expect(longest!.left.from).toBeLessThanOrEqual(5);
    expect(longest!.left.to).toBeGreaterThanOrEqual(17);
    expect(longest!.right.from).toBeLessThanOrEqual(6);
    expect(longest!.right.to).toBeGreaterThanOrEqual(21);
  });
});
