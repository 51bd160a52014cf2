import { drawView, type CropView } from './avatar-crop';

/** Spec 3, Avatar: these types, at most 2 MB, cropped to a 200 x 200 PNG. */
const TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'];
const MAX_BYTES = 2_097_152;
export const AVATAR_SIDE = 200;
export const AVATAR_ACCEPT = TYPES.map((t) => `.${t}`).join(',');

/** The message id refusing a picked file before it is read, or '' when it may be cropped. */
export function avatarFileError(file: { name: string; size: number }): string {
  // A name without a dot has no extension ("png" alone is not a picture's name).
  const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!TYPES.includes(ext)) return 'settings.avatar-type';
  if (file.size > MAX_BYTES) return 'settings.avatar-size';
  return '';
}

/** Decodes the picked file; rejects what the browser cannot read as a picture. */
export const loadImage = (file: File) =>
  new Promise<{ image: HTMLImageElement; url: string }>((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve({ image, url });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not a picture'));
    };
    image.src = url;
  });

/** What the crop square shows, as a 200 x 200 PNG. */
export const toPng = (image: HTMLImageElement, view: CropView, viewSide: number) =>
  new Promise<Blob>((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIDE;
    canvas.height = AVATAR_SIDE;
    const ctx = canvas.getContext('2d');
    if (!ctx) return reject(new Error('no canvas'));
    drawView(ctx, image, view, viewSide, AVATAR_SIDE);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png');
  });
