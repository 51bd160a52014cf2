import { randomInt, randomUUID } from 'node:crypto';
import type { Sql } from '@oj/events';
import { drawPuzzle, pieceSize, puzzleHeight, puzzleWidth, slideAccuracy } from './draw-puzzle.ts';

/** A puzzle must be solved within 2 minutes of being drawn. */
const ttlSeconds = 120;

/** What the login form shows: the answer (the piece's x) never leaves the server. */
export interface SlidePuzzleVo {
  slideId: string;
  background: string;
  piece: string;
  pieceY: number;
  pieceSize: number;
  width: number;
  height: number;
}

const cryptoRand = () => randomInt(0, 2 ** 32) / 2 ** 32;
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export const issueSlidePuzzle = async (sql: Sql): Promise<SlidePuzzleVo> => {
  const puzzle = drawPuzzle(cryptoRand);
  const slideId = randomUUID();
  await sql`DELETE FROM app.slide_checks WHERE expires_at < clock_timestamp()`;
  await sql`
    INSERT INTO app.slide_checks (id, answer_x, expires_at)
    VALUES (${slideId}, ${puzzle.x}, clock_timestamp() + make_interval(secs => ${ttlSeconds}))`;
  return {
    slideId,
    background: dataUrl(puzzle.background),
    piece: dataUrl(puzzle.piece),
    pieceY: puzzle.y,
    pieceSize,
    width: puzzleWidth,
    height: puzzleHeight,
  };
};

/** One try per puzzle: the row goes whatever the position; passes within 3 px, unexpired. */
export const checkSlide = async (sql: Sql, slideId: string, x: number): Promise<boolean> => {
  const [row] = await sql<{ answer_x: number; live: boolean }[]>`
    DELETE FROM app.slide_checks WHERE id = ${slideId}
    RETURNING answer_x, expires_at > clock_timestamp() AS live`;
  return row !== undefined && row.live && Math.abs(x - row.answer_x) <= slideAccuracy;
};
