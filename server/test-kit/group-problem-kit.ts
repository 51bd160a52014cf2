import { problemDto } from './problem-kit.ts';
import type { startGroupSite } from './group-kit.ts';

type GroupSite = Awaited<ReturnType<typeof startGroupSite>>;

/**
 * A group problem as HOJ's group form posts it: the typed display id (the server adds the
 * group's short name), the group id as a string inside the problem, nulls for empty fields.
 * Answers the new pid; fails the test with the server's message otherwise.
 */
export const addGroupProblem = async (
  kit: GroupSite,
  token: string | null,
  problem: Record<string, unknown> = {},
  rest: Record<string, unknown> = {},
): Promise<number> => {
  const body = problemDto({ problemId: '1001', gid: String(kit.gid), ...problem }, rest);
  const answer = await kit.ok<{ pid: number }>('POST', '/api/group/problem', token, body);
  return Number(answer.pid);
};

/** POST /api/file/upload-testcase-zip?gid= as the group form sends it. */
export const uploadGroupZip = async (
  kit: GroupSite,
  token: string | null,
  bytes: Uint8Array,
  gid: number | null = kit.gid,
) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'cases.zip');
  const res = await fetch(
    `${kit.site.url}/api/file/upload-testcase-zip${gid === null ? '' : `?gid=${gid}`}`,
    { method: 'POST', headers: token ? { Authorization: token } : {}, body: form },
  );
  return (await res.json()) as {
    status: number;
    msg: string;
    data: { fileList: { input: string; output: string }[]; fileListDir: string };
  };
};

/** GET /api/file/download-testcase: a zip answers 200, a refusal its envelope's status. */
export const downloadStatus = async (kit: GroupSite, token: string | null, pid: number) => {
  const res = await fetch(`${kit.site.url}/api/file/download-testcase?pid=${pid}`, {
    headers: token ? { Authorization: token } : {},
  });
  if (res.headers.get('content-type')?.includes('zip')) {
    await res.arrayBuffer();
    return { body: { status: 200 } };
  }
  return { body: (await res.json()) as { status: number; msg: string } };
};
