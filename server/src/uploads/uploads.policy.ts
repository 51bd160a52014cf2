import type { Role } from '@oj/events';
import { isAdminRole } from '../auth/roles.ts';

interface Viewer {
  uid: string;
  role: Role;
}

/**
 * Who may upload from a markdown editor (spec 3 section 6: "editor image and file upload only
 * for admin roles or group admins"): the admin roles anywhere; with a `gid`, also the admins
 * of that group (level 4 or more: group admins, group roots). `groupLevel` is the viewer's
 * level in the group of `gid` (0 without one).
 */
export const mayUploadEditorFiles = (viewer: Viewer, gid: number | null, groupLevel: number) =>
  isAdminRole(viewer.role) || (gid !== null && groupLevel >= 4);

/** Who may delete an editor picture: its uploader or an admin role (HOJ's deleteMDImg). */
export const mayDeleteEditorFile = (viewer: Viewer, uploader: string) =>
  viewer.uid === uploader || isAdminRole(viewer.role);
