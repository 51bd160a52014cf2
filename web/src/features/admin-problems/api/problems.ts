import { api, downloadFile } from '../../../lib/api-client';
import type { ProblemBody } from '../problem-form-model';
import type {
  AdminProblem,
  Page,
  ProblemAuth,
  ProblemCaseVo,
  ProblemDetail,
  UploadedCases,
} from './types';

export const PROBLEM_PAGE_SIZE = 10;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/admin/problem/get-problem-list`: 10 a page, `keyword` on id, title or author. */
export const getProblemList = (q: { currentPage: number; keyword: string }, signal?: AbortSignal) =>
  api.get<Page<AdminProblem>>('/admin/problem/get-problem-list', {
    params: { currentPage: q.currentPage, limit: PROBLEM_PAGE_SIZE, keyword: q.keyword || null },
    ...withSignal(signal),
  });

/** `GET /api/admin/problem?pid=`: the whole problem for the form. */
export const getProblem = (pid: number, signal?: AbortSignal) =>
  api.get<ProblemDetail>('/admin/problem', { params: { pid }, ...withSignal(signal) });

/** `GET /api/admin/problem/get-problem-cases?pid=`: its judge cases. */
export const getProblemCases = (pid: number, signal?: AbortSignal) =>
  api.get<ProblemCaseVo[]>('/admin/problem/get-problem-cases', {
    params: { pid },
    ...withSignal(signal),
  });

/** `POST` (new) or `PUT` (edit) `/api/admin/problem`; silent: the form shows the refusal. */
export const saveProblem = (body: ProblemBody, editing: boolean) =>
  editing
    ? api.put<null>('/admin/problem', body, { silent: true })
    : api.post<null>('/admin/problem', body, { silent: true });

/** `DELETE /api/admin/problem?pid=` (root and problem admins); failures toasted by the shell. */
export const deleteProblem = (pid: number) =>
  api.delete<null>('/admin/problem', { params: { pid } });

/** `PUT /api/admin/problem/change-problem-auth`: the visibility switch; the caller toasts. */
export const changeProblemAuth = (id: number, auth: ProblemAuth) =>
  api.put<null>('/admin/problem/change-problem-auth', { id, auth }, { silent: true });

/**
 * `POST /api/file/upload-testcase-zip`: the zip's input/output pairs and where they wait;
 * `gid` for a group's problem (its admins upload, as HOJ's group form does).
 */
export const uploadTestCaseZip = (file: File, mode: string, gid?: number) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedCases>('/file/upload-testcase-zip', form, {
    params: { mode, gid },
    silent: true,
  });
};

/**
 * compile-spj / compile-interactive: resolves on success, throws the compiler's message; with
 * `gid` the group's version (`/api/group/compile-*?gid=`, for the group's admins).
 */
export const compileChecker = (
  kind: 'spj' | 'interactive',
  code: string,
  language: string,
  extraFiles: Record<string, string> = {},
  gid?: number,
) =>
  gid === undefined
    ? api.post<null>(
        `/admin/problem/compile-${kind}`,
        { code, language, extraFiles },
        { silent: true },
      )
    : api.post<null>(
        `/group/compile-${kind}`,
        { code, language, extraFiles },
        { params: { gid }, silent: true },
      );

/** `GET /api/file/download-testcase?pid=`: the test data zip, saved through a link. */
export async function downloadTestCases(pid: number): Promise<void> {
  const { blob, filename } = await downloadFile('/file/download-testcase', { pid });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Every tag name (for suggestions); new ones are created by the save. */
export const getTagNames = async (signal?: AbortSignal) => {
  const groups = await api.get<{ tagList: { name: string }[] }[]>(
    '/get-problem-tags-and-classification',
    { params: { oj: 'ME' }, silent: true, ...withSignal(signal) },
  );
  return [...new Set(groups.flatMap((g) => g.tagList.map((t) => t.name)))];
};
