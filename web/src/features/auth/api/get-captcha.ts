import { api } from '../../../lib/api-client';

export interface Captcha {
  /** A data URL, or bare base64 PNG which `toImageSrc` wraps. */
  img: string;
  captchaKey: string;
}

/** GET /api/captcha */
export function getCaptcha(): Promise<Captcha> {
  return api.get<Captcha>('/captcha', { silent: true });
}

export function toImageSrc(img: string): string {
  return img.startsWith('data:') ? img : `data:image/png;base64,${img}`;
}
