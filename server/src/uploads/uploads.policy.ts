import type { Role } from '@oj/events';
import { isAdminRole } from '../auth/roles.ts';

interface Viewer {
  uid: string;
  role: Role;
}

/**
 * Who may upload from a markdown editor: the admin roles (spec 3 section 6: "editor image and
 * file upload only for admin roles or group admins"). Group admins join when groups exist;
 * until then a `gid` grants nothing.
 */
export const mayUploadEditorFiles = (viewer: Viewer, _gid: number | null) =>
  isAdminRole(viewer.role);

/** Who may delete an editor picture: its uploader or an admin role (HOJ's deleteMDImg). */
export const mayDeleteEditorFile = (viewer: Viewer, uploader: string) =>
  viewer.uid === uploader || isAdminRole(viewer.role);
