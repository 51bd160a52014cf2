import { api } from '../../../lib/api-client';

/** `GET /api/languages`: the languages some judge announced it can run (empty until one did). */
export function getLanguages(signal?: AbortSignal) {
  return api.get<{ name: string }[]>('/languages', {
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
