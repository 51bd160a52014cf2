/** One row of the admin user list (HOJ's UserRolesVO; `type` is the numeric user type). */
export interface AdminUser {
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  email: string;
  avatar: string;
  school: string;
  titleName: string;
  titleColor: string;
  /** 0 enabled, 1 disabled. */
  status: number;
  type: number;
  gmtCreate: string;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export interface UserListQuery {
  currentPage: number;
  keyword: string;
  onlyAdmin: boolean;
}

/** What the edit form sends; the server ignores `username` (read-only). */
export interface EditUserInput {
  uid: string;
  username: string;
  realname: string;
  email: string;
  type: number;
  status: number;
  titleName: string;
  titleColor: string;
  setNewPwd: boolean;
  password: string;
}

/** The generate form, with HOJ's snake_case keys. */
export interface GenerateInput {
  prefix: string;
  suffix: string;
  number_from: number;
  number_to: number;
  password_length: number;
}

/** A refused batch: every problem by row (in `ApiError.data`). */
export interface BatchRefusal {
  errors: { row: number; username: string; msg: string }[];
  created: number;
}
