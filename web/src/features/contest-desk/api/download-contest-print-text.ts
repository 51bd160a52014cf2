import { downloadFile } from '../../../lib/api-client';

/** `GET /api/file/download-contest-print-text?id`: the text as a file, saved through a link. */
export async function downloadContestPrintText(id: number): Promise<void> {
  const { blob, filename } = await downloadFile('/file/download-contest-print-text', { id });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
