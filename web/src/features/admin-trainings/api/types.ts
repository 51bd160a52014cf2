/** HOJ's `Training` entity as the admin calls read and write it. */
export interface AdminTraining {
  id: number;
  title: string;
  description: string;
  author: string;
  /** 'Public' or 'Private'. */
  auth: string;
  privatePwd?: string | null;
  /** Visible in the public list. */
  status: boolean;
  rank: number;
  isGroup?: boolean;
  gid?: number | null;
  gmtCreate?: string | null;
  gmtModified?: string | null;
}

export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
  gid?: number | null;
}

/** `TrainingDTO`: the training and its category (GET answer and POST/PUT body). */
export interface TrainingDto {
  training: Partial<AdminTraining> &
    Pick<AdminTraining, 'title' | 'description' | 'auth' | 'rank' | 'status'>;
  trainingCategory: Pick<TrainingCategory, 'id'> & Partial<TrainingCategory>;
}

/** A problem row of the admin problem lists (`Problem`; fields the pages read). */
export interface AdminProblem {
  id: number;
  problemId: string;
  title: string;
  author?: string | null;
  /** 0 ACM, 1 OI. */
  type?: number;
  /** 1 public, 2 private, 3 contest. */
  auth?: number;
  difficulty?: number;
}

/** `TrainingProblem`: a problem's place (rank) in a training. */
export interface TrainingProblemLink {
  id: number;
  tid: number;
  pid: number;
  displayId?: string | null;
  rank: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
}

/** `GET /api/admin/training/get-problem-list`: a page of problems and their links (by pid). */
export interface TrainingProblemPage {
  problemList: Page<AdminProblem>;
  trainingProblemMap: Record<string, TrainingProblemLink | undefined>;
}
