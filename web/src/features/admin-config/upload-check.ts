/** The spec's picture rules: these types, at most 2 MB (the server checks the bytes too). */
export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const MAX_IMAGE_BYTES = 2_097_152;

/** The message id of why a picture cannot be uploaded, or undefined. */
export function checkImageFile(file: { name: string; size: number }): string | undefined {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'server.file-type';
  if (file.size > MAX_IMAGE_BYTES) return 'server.file-too-large';
  return undefined;
}
