/** A problem tag as lists and details answer it. */
export interface ProblemTag {
  id: number;
  name: string;
  color?: string | null;
}

/** One row of `get-problem-list` (HOJ's ProblemVO). */
export interface ProblemListRow {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: ProblemTag[];
  total: number;
  ac: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  current?: number;
  size?: number;
}

export interface TagClassification {
  id: number;
  name: string;
  oj?: string;
  rank?: number;
}

/** One group of `get-problem-tags-and-classification`; `classification` null for loose tags. */
export interface TagGroup {
  classification: TagClassification | null;
  tagList: ProblemTag[];
}
