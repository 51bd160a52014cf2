import { downloadFile } from '../../../lib/api-client';

/**
 * `GET /api/file/generate-user-excel?key=`: the .xlsx of generated usernames and passwords
 * (single use), saved through a temporary link.
 */
export async function downloadGeneratedUsers(key: string): Promise<void> {
  const { blob, filename } = await downloadFile('/file/generate-user-excel', { key });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
