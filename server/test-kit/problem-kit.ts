import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@oj/events';
import { startTestSite } from './test-site.ts';
import { ensureSuperAdmin } from '../src/accounts/super-admin.ts';
import { registerAccount } from '../src/accounts/register-account.ts';

/**
 * A test site whose test data lives in a temporary DATA_DIR (or the caller's `dataDir`), with a
 * signed-in super admin and a helper for users of other roles. Used by the problems integration tests only.
 */
export const startProblemSite = async (o: { dataDir?: string } = {}) => {
  const previous = process.env.DATA_DIR;
  // A folder given by the caller (say, a small tmpfs) is the caller's to empty and remove.
  const dataDir = o.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'oj-problems-'));
  process.env.DATA_DIR = dataDir;
  const site = await startTestSite();
  process.env.ADMIN_USERNAME = 'root';
  process.env.ADMIN_PASSWORD = 'root-password';
  try {
    await ensureSuperAdmin(site.deps, () => {});
  } finally {
    delete process.env.ADMIN_USERNAME;
    delete process.env.ADMIN_PASSWORD;
  }
  const root = await site.login('root', 'root-password');

  const userWithRole = async (username: string, role: Role) => {
    const { position } = await registerAccount(site.deps, {
      username,
      password: 'secret123',
      email: `${username}@example.com`,
      role,
    });
    await site.deps.projections.waitFor(position);
    return (await site.login(username)).token;
  };

  const upload = async (token: string | null, bytes: Uint8Array, name = 'cases.zip', mode = '') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(
      `${site.url}/api/file/upload-testcase-zip${mode ? `?mode=${mode}` : ''}`,
      {
        method: 'POST',
        headers: token ? { Authorization: token } : {},
        body: form,
      },
    );
    return (await res.json()) as {
      status: number;
      msg: string;
      data: {
        fileList: { input: string; output: string; groupNum?: number }[];
        fileListDir: string;
      };
    };
  };

  const pidOf = async (problemId: string) => {
    const [row] = await site.db.sql<{ pid: number }[]>`
      SELECT pid FROM read.problems WHERE problem_id = ${problemId}`;
    if (!row) throw new Error(`no problem ${problemId}`);
    return row.pid;
  };

  return {
    site,
    dataDir,
    rootToken: root.token,
    userWithRole,
    upload,
    pidOf,
    async close() {
      await site.close();
      if (!o.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (previous === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previous;
    },
  };
};

/** A valid ProblemDTO as HOJ's admin client sends it; `problem` fields merge over the defaults. */
export const problemDto = (
  problem: Record<string, unknown> = {},
  rest: Record<string, unknown> = {},
): Record<string, unknown> => ({
  problem: {
    problemId: 'P1000',
    title: 'A + B',
    author: null,
    type: 0,
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    description: 'Add two numbers.',
    input: 'Two integers a and b.',
    output: 'Their sum.',
    examples: '<input>1 2</input><output>3</output>',
    difficulty: 0,
    auth: 1,
    codeShare: true,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isUploadCase: false,
    isFileIO: false,
    ...problem,
  },
  samples: [
    { input: '1 2\n', output: '3\n' },
    { input: '5 7\n', output: '12\n' },
  ],
  isUploadTestCase: false,
  uploadTestcaseDir: '',
  judgeMode: 'default',
  changeModeCode: false,
  changeJudgeCaseMode: false,
  languages: [
    { id: 1, name: 'C' },
    { id: 2, name: 'C++' },
  ],
  tags: [{ id: null, name: 'math' }],
  codeTemplates: [],
  ...rest,
});
