import { File, FingerprintIndex, Region, TokenizedFile, type Pair } from '@dodona/dolos-core';
import { familyOf, tokenize } from './tokenize.ts';

/**
 * Similarity over Dolos' core (`@dodona/dolos-core`: winnowed k-gram fingerprints, the index,
 * pairs and fragments), fed with our own token streams instead of tree-sitter's. Tokens are
 * flat (no AST brackets), so k-grams are shorter than Dolos' defaults (23 and 17).
 */
export const KGRAM = 12;
export const WINDOW = 6;

/** One accepted code to compare. */
export interface Source {
  submitId: number;
  uid: string;
  username: string;
  language: string;
  code: string;
}

/** A ranked pair: similarity 0..1 (shared fingerprints over all), longest fragment and
 * total overlap in k-grams. */
export interface PairSummary {
  left: number;
  right: number;
  similarity: number;
  longest: number;
  overlap: number;
}

/** A matched fragment as 1-based inclusive line ranges in each code. */
export interface FragmentLines {
  left: { from: number; to: number };
  right: { from: number; to: number };
  kgrams: number;
}

/** The tokens of a source as Dolos wants them; a code with no tokens still gets one. */
export const tokenizedFile = (s: Source): TokenizedFile => {
  const file = new File(`${s.submitId}`, s.code);
  const tokens = tokenize(s.code, familyOf(s.language));
  return new TokenizedFile(
    file,
    tokens.map((t) => t.kind),
    tokens.map((t) => new Region(t.startRow, t.startCol, t.endRow, t.endCol)),
  );
};

/**
 * Fingerprints shared by more than this many files are boilerplate (the includes and main of
 * every C++ answer): ignored once a problem has enough codes for that to mean something.
 */
export const boilerplateCap = (files: number) => Math.max(10, Math.ceil(files / 2));

export const newIndex = (files: number) =>
  new FingerprintIndex(KGRAM, WINDOW, false, boilerplateCap(files));

export const summaryOf = (p: Pair): PairSummary => ({
  left: Number(p.leftFile.path),
  right: Number(p.rightFile.path),
  similarity: Math.round(p.similarity * 1000) / 1000,
  longest: p.longest,
  overlap: p.overlap,
});

/** Best first: similarity, then longest fragment, then overlap, then submit ids. */
export const byRank = (a: PairSummary, b: PairSummary) =>
  b.similarity - a.similarity ||
  b.longest - a.longest ||
  b.overlap - a.overlap ||
  a.left - b.left ||
  a.right - b.right;

/** The fragments of a pair as line ranges, longest first. */
export const fragmentLines = (p: Pair): FragmentLines[] =>
  p
    .buildFragments()
    .map((f) => ({
      left: { from: f.leftSelection.startRow + 1, to: f.leftSelection.endRow + 1 },
      right: { from: f.rightSelection.startRow + 1, to: f.rightSelection.endRow + 1 },
      kgrams: f.pairs.length,
    }))
    .sort((a, b) => b.kgrams - a.kgrams || a.left.from - b.left.from);

/** The pairs of a small set of sources ranked, synchronously (for tests and small runs). */
export const rankSources = (sources: readonly Source[]): PairSummary[] => {
  const index = newIndex(sources.length);
  const files = sources.map(tokenizedFile);
  index.addFiles(files);
  const out: PairSummary[] = [];
  for (let i = 0; i < files.length; i++)
    for (let j = i + 1; j < files.length; j++)
      out.push(summaryOf(index.getPair(files[i]!, files[j]!)));
  return out.sort(byRank);
};
