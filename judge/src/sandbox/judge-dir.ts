import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@oj/events/infra';

type Sub = 'native' | 'cache' | 'runs';
const subs: readonly Sub[] = ['native', 'cache', 'runs'];

/**
 * The judge-owned folder: `OJ_JUDGE_DIR`, else `<DATA_DIR>/judge`. Holds `native/` (the
 * compiled runner), `cache/` (compiled programs by hash) and `runs/` (one folder per sandbox
 * run, deleted after it). Nothing else on the host is ever bound into a sandbox writable.
 * Never a fixed name in a shared folder such as /tmp: whoever creates it first could plant the
 * runner the judge executes as root, or the programs it judges with.
 */
export const judgeRoot = (): string =>
  path.resolve(process.env.OJ_JUDGE_DIR || path.join(dataDir(), 'judge'));

const uid = (): number | undefined => process.getuid?.();
const octal = (mode: number) => `0${(mode & 0o7777).toString(8).padStart(3, '0')}`;

class UnsafeJudgeDir extends Error {
  override name = 'UnsafeJudgeDir';
}

const refuse = (root: string, problem: string, fix: string): never => {
  throw new UnsafeJudgeDir(
    `The judge folder ${root} is not safe to use: ${problem}. Whoever can write there could ` +
      `plant the sandbox runner the judge executes, or the programs it judges with, so the ` +
      `judge refuses to use it. ${fix} (OJ_JUDGE_DIR chooses another folder.)`,
  );
};

const fixIt = (p: string, mode: number) =>
  `Remove it (rm -rf ${p}) to let the judge create it afresh, or, if its content is trusted, ` +
  `chown ${uid() ?? '<judge uid>'} ${p} && chmod ${octal(mode)} ${p}.`;

/**
 * The root and its subfolders must be real folders (a symlink is refused, never followed),
 * owned by the judge's uid; nobody else may write in them, and the root is private (0700).
 */
const checkFolder = (root: string, dir: string, privateMode: boolean): void => {
  const st = fs.lstatSync(dir);
  const what = dir === root ? 'it' : dir;
  if (st.isSymbolicLink())
    refuse(
      root,
      `${what} is a symbolic link (to ${fs.readlinkSync(dir)}), not a folder`,
      fixIt(dir, 0o700),
    );
  if (!st.isDirectory()) refuse(root, `${what} is not a folder`, fixIt(dir, 0o700));
  const me = uid();
  const badOwner = me !== undefined && st.uid !== me;
  const badMode = (st.mode & (privateMode ? 0o077 : 0o022)) !== 0;
  if (!badOwner && !badMode) return;
  const owner = badOwner ? `owned by uid ${st.uid} while the judge runs as uid ${me}` : '';
  const mode = badMode
    ? `mode ${octal(st.mode)} (${privateMode ? 'must be 0700' : 'group or others may write'})`
    : '';
  refuse(root, `${what} is ${[owner, mode].filter(Boolean).join(', ')}`, fixIt(dir, 0o700));
};

const parents = (p: string): string[] => {
  const out: string[] = [];
  for (let d = path.dirname(p); ; d = path.dirname(d)) {
    out.push(d);
    if (path.dirname(d) === d) return out;
  }
};

/**
 * Whoever may write in a folder above the root can swap the root for one of their own after
 * it was checked. Each must belong to root or to the judge, and be writable by nobody else
 * unless sticky (like /tmp: others may create there, never rename what is ours). Checked along
 * the path as written and along the real path, so a symlink above cannot lead elsewhere.
 */
const checkParents = (root: string): void => {
  const me = uid();
  const real = fs.realpathSync(path.dirname(root));
  for (const dir of new Set([...parents(root), real, ...parents(real)])) {
    const st = fs.lstatSync(dir);
    const badOwner = me !== undefined && st.uid !== 0 && st.uid !== me;
    const badMode = !st.isSymbolicLink() && (st.mode & 0o022) !== 0 && (st.mode & 0o1000) === 0;
    if (!badOwner && !badMode) continue;
    refuse(
      root,
      `it is inside ${dir}, ${badOwner ? `owned by uid ${st.uid}` : `mode ${octal(st.mode)}`}, ` +
        'so another user could replace the judge folder',
      `Put the judge folder elsewhere, or make ${dir} owned by root and writable by its owner only.`,
    );
  }
};

/** Creates a missing folder with `mode` exactly (whatever the umask); false if it existed. */
const create = (dir: string, mode: number): boolean => {
  try {
    fs.mkdirSync(dir, { mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  const st = fs.lstatSync(dir);
  if (st.isDirectory() && st.uid === uid()) fs.chmodSync(dir, mode);
  return true;
};

/**
 * Creates the judge folder (0700) if missing, then checks it, the folders above it and its
 * subfolders; throws a message that names the path, its owner and mode and what to do.
 * Called when the judge starts and again each time the folder is used, so a folder swapped
 * meanwhile is refused too. Returns the root.
 */
export const checkJudgeRoot = (): string => {
  const root = judgeRoot();
  fs.mkdirSync(path.dirname(root), { recursive: true });
  checkParents(root);
  create(root, 0o700);
  checkFolder(root, root, true);
  for (const sub of subs) {
    const dir = path.join(root, sub);
    if (fs.lstatSync(dir, { throwIfNoEntry: false })) checkFolder(root, dir, false);
  }
  return root;
};

/** A checked subfolder of the judge folder, created 0700 if missing. */
export const judgeDir = (sub: Sub): string => {
  const root = checkJudgeRoot();
  const dir = path.join(root, sub);
  if (create(dir, 0o700)) checkFolder(root, dir, false);
  return dir;
};

export const randomName = (): string => randomBytes(8).toString('hex');
