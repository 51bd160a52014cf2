import { api } from '../../lib/api-client';

/** A slide puzzle: the picture with a hole and the piece; where the hole is stays on the server. */
export interface SlidePuzzle {
  slideId: string;
  /** PNG data URLs. */
  background: string;
  piece: string;
  /** The piece's top edge, in picture pixels (it only moves sideways). */
  pieceY: number;
  pieceSize: number;
  width: number;
  height: number;
}

/** GET /api/get-login-slide: a fresh puzzle, good for one login try within 2 minutes. */
export function getLoginSlide(): Promise<SlidePuzzle> {
  return api.get<SlidePuzzle>('/get-login-slide', { silent: true });
}
