/** A page of records as HOJ's list calls answer. */
export interface Page<T> {
  records: T[];
  total: number;
}

/** Group auth (spec 3 section 3.1): 1 public, 2 protected, 3 private. */
export type GroupAuth = 1 | 2 | 3;

/** `GroupVO` of get-group-list and `Group` of get-group-detail. */
export interface Group {
  id: number;
  name: string;
  shortName: string;
  brief: string;
  description?: string | null;
  avatar?: string | null;
  /** The owner's username. */
  owner: string;
  auth: GroupAuth;
  /** Only sent to the group's admins. */
  code?: string | null;
  memberCount?: number | null;
  visible?: boolean | null;
  gmtCreate?: string | null;
}

/** `GroupMemberVO` of get-member-list and get-apply-list. */
export interface GroupMember {
  id?: number | null;
  gid: number;
  uid: string;
  username: string;
  /** 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
  auth: number;
  reason?: string | null;
  gmtCreate?: string | null;
  gmtModify?: string | null;
}

/** `AnnouncementVO` of the group announcement lists; status 0 visible, 1 hidden. */
export interface GroupAnnouncement {
  id: number;
  title: string;
  content: string;
  uid?: string | null;
  username?: string | null;
  status: number;
  gmtCreate?: string | null;
  gmtModified?: string | null;
}

/** The create-group form (POST /api/group). */
export interface GroupForm {
  name: string;
  shortName: string;
  brief: string;
  code: string;
  description: string;
  auth: GroupAuth;
}
