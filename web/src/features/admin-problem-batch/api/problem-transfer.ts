import { api, ApiError, downloadFile } from '../../../lib/api-client';

/** The import formats and the server route of each. */
export const IMPORT_FORMATS = {
  hoj: { route: '/file/import-problem', accept: '.zip' },
  fps: { route: '/file/import-fps-problem', accept: '.xml,.zip' },
  qdoj: { route: '/file/import-qdoj-problem', accept: '.zip' },
  hydro: { route: '/file/import-hydro-problem', accept: '.zip' },
  icpc: { route: '/file/import-icpc-problem', accept: '.zip' },
} as const;
export type ImportFormat = keyof typeof IMPORT_FORMATS;

/** One line of the server's import report. */
export interface ImportResult {
  name: string;
  ok: boolean;
  pid?: number;
  problemId?: string;
  reason?: string;
  warnings: string[];
}
export interface ImportReport {
  created: number[];
  results: ImportResult[];
}

const isReport = (data: unknown): data is ImportReport =>
  typeof data === 'object' && data !== null && Array.isArray((data as ImportReport).results);

/**
 * Uploads one file; answers the per-problem report and the server's message. When no problem
 * could be created the server refuses with the report still attached: it is answered too.
 */
export async function importProblems(
  format: ImportFormat,
  file: File,
): Promise<{ report: ImportReport; msg: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const report = await api.post<ImportReport>(IMPORT_FORMATS[format].route, form, {
      silent: true,
      timeoutMs: 600_000,
    });
    return { report, msg: '' };
  } catch (error) {
    if (error instanceof ApiError && isReport(error.data))
      return { report: error.data, msg: error.msg };
    throw error;
  }
}

/** `GET /api/file/export-problem?pid=1,2&format=`: the zip, saved through a link. */
export async function exportProblems(pids: number[], format: 'hoj' | 'icpc'): Promise<void> {
  const { blob, filename } = await downloadFile('/file/export-problem', {
    pid: pids.join(','),
    format,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
