import { api } from '../../../lib/api-client';
import type { Group, GroupForm } from './types';

/**
 * `POST /api/file/upload-group-avatar` (multipart `image` and `gid`, group roots): answers the
 * Group with its new avatar. Silent: the crop dialog shows the server's answer.
 */
export const uploadGroupAvatar = (gid: number, png: Blob) => {
  const form = new FormData();
  form.append('image', png, 'avatar.png');
  form.append('gid', String(gid));
  return api.post<Group>('/file/upload-group-avatar', form, { silent: true });
};

/**
 * `PUT /api/group` from the settings: HOJ's client strips the empty values, so what is left out
 * keeps its value (a public group sends no code).
 */
export const updateGroup = (gid: number, form: GroupForm) => {
  const body: Record<string, unknown> = { id: gid };
  for (const [key, value] of Object.entries(form) as [keyof GroupForm, string | number][]) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v !== '' && !(key === 'code' && form.auth === 1)) body[key] = v;
  }
  return api.put<null>('/group', body, { silent: true });
};
