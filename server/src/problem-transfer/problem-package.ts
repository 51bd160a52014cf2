import type { ProblemDto } from '../problems/index.ts';

/**
 * A package or upload the server refuses as a whole (hostile or broken archive, missing file,
 * bad encoding); the message is shown to the uploader as it is and nothing is created.
 */
export class PackageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackageRejected';
  }
}

/** One test case of a package, with its file contents. */
export interface PackageCase {
  inputName: string;
  outputName: string;
  input: Buffer;
  output: Buffer;
  /** OI score; undefined gives HOJ's even split of 100. */
  score?: number;
  /** Subtask group; undefined gives each case its own group in the subtask modes. */
  groupNum?: number;
}

/** A picture a statement refers to by `src` (FPS embeds them); stored and relinked on import. */
export interface PackageImage {
  src: string;
  bytes: Buffer;
}

/**
 * The neutral value every format parser answers: the problem as the admin form sends it (the
 * `ProblemDto`, checked by the form's own schema and rules on import), its test cases and the
 * pictures its statement embeds. `warnings` say what the format had that could not be kept.
 */
export interface ProblemPackage {
  /** Where it came from in the upload (folder or item), for the report. */
  name: string;
  dto: ProblemDto;
  cases: PackageCase[];
  images: PackageImage[];
  warnings: string[];
}

/** An archive's files by path (directories left out). */
export type PackageFiles = ReadonlyMap<string, Buffer>;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text of a package file: UTF-8 (a BOM is dropped). Anything else is refused by name rather
 * than imported as mojibake.
 */
export const utf8Text = (bytes: Uint8Array, name: string): string => {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new PackageRejected(
      `The file "${name}" is not UTF-8 text: save it as UTF-8 and upload it again`,
    );
  }
};

/** Parses a package's JSON file, naming the file when it is broken. */
export const jsonOf = (bytes: Uint8Array, name: string): unknown => {
  try {
    return JSON.parse(utf8Text(bytes, name)) as unknown;
  } catch (error) {
    if (error instanceof PackageRejected) throw error;
    throw new PackageRejected(`The file "${name}" is not valid JSON`);
  }
};

/** Case base names sort by length, then lexically (JUDGING.md: 2 before 10). */
export const byCaseName = (a: string, b: string): number =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The `X.in` / `X.out` (or `X.ans`) pairs directly inside `dir` (`''` for the root), sorted;
 * a missing output is refused, since a package names its answers.
 */
export const casePairs = (
  files: PackageFiles,
  dir: string,
  answers: readonly string[] = ['.out', '.ans'],
): PackageCase[] => {
  const prefix = dir === '' ? '' : `${dir}/`;
  const keys: string[] = [];
  for (const name of files.keys()) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const m = /^([^/]+)\.in$/.exec(rest);
    if (m) keys.push(m[1]!);
  }
  return keys.sort(byCaseName).map((key) => {
    const outName = answers.map((ext) => `${key}${ext}`).find((n) => files.has(prefix + n));
    if (!outName) throw new PackageRejected(`The answer file of "${prefix}${key}.in" is missing`);
    return {
      inputName: `${key}.in`,
      outputName: outName,
      input: files.get(`${prefix}${key}.in`)!,
      output: files.get(prefix + outName)!,
    };
  });
};

/** A file the package must have. */
export const required = (files: PackageFiles, name: string): Buffer => {
  const bytes = files.get(name);
  if (!bytes) throw new PackageRejected(`The file "${name}" is missing from the package`);
  return bytes;
};
