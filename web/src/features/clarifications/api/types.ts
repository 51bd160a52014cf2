/** A clarification as the server shows it (question and answer, or a jury post). */
export interface Clarification {
  id: number;
  cid: number;
  /** The asker; null on others' public questions for contestants, and on jury posts. */
  uid: string | null;
  username: string | null;
  /** The problem's display id; null for a general one. */
  displayId: string | null;
  question: string | null;
  answer: string | null;
  toAll: boolean;
  category: 'general' | 'technical' | null;
  fromJury: boolean;
  mine: boolean;
  askedAt: string;
  answeredAt: string | null;
  /** Jury queue only. */
  answeredBy: string | null;
  claimedBy: string | null;
  claimedByUid: string | null;
  claimedAt: string | null;
}

export interface CannedAnswer {
  key: string;
  en: string;
  zh: string;
}

export interface ClarificationProblem {
  displayId: string;
  displayTitle: string;
}

/** What the jury sends with an answer. */
export interface AnswerInput {
  answer: string;
  toAll: boolean;
  category: 'general' | 'technical' | null;
}
