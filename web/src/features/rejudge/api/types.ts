/** A verdict as the server answers it (HOJ status code). */
export interface PreviewVerdict {
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}

/** A row's standing in the board diff; award is the award's name. */
export interface RowStanding {
  rank: number;
  solved: number;
  penalty: number;
  score: number;
  time: number;
  award: string | null;
}

/** `GET /api/admin/contest/rejudge-preview`: progress, verdict changes and the board diff. */
export interface RejudgePreview {
  previewId: string;
  cid: number;
  type: 'ACM' | 'OI';
  phase: 'judging' | 'ready' | 'applied' | 'undone' | 'expired';
  judged: number;
  total: number;
  expiresAt: string;
  verdicts: {
    submitId: number;
    uid: string;
    username: string;
    displayId: string;
    before: PreviewVerdict;
    after: PreviewVerdict | null;
    changed: boolean;
  }[];
  rows: {
    uid: string;
    username: string;
    before: RowStanding | null;
    after: RowStanding | null;
  }[];
  firstBlood: { displayId: string; before: string[]; after: string[] }[];
}

/** A contest problem as the starter lists it. */
export interface RejudgeProblem {
  pid: number;
  displayId: string;
  displayTitle: string;
}
