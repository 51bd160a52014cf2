import { randomInt, randomUUID } from 'node:crypto';
import type { Sql } from '@oj/events';
import { drawCaptcha } from './captcha/draw-captcha.ts';

const ttlSeconds = 5 * 60;
const cryptoRand = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * A captcha image (drawn in code: no network, no fonts to fetch; see captcha/draw-captcha.ts)
 * whose answer stays on the server under a random key for 5 minutes.
 */
export const issueCaptcha = async (sql: Sql): Promise<{ img: string; captchaKey: string }> => {
  const c = drawCaptcha(cryptoRand);
  const captchaKey = randomUUID();
  await sql`DELETE FROM app.captchas WHERE expires_at < clock_timestamp()`;
  await sql`
    INSERT INTO app.captchas (id, answer, expires_at)
    VALUES (${captchaKey}, ${c.text.toLowerCase()}, clock_timestamp() + make_interval(secs => ${ttlSeconds}))`;
  return {
    img: `data:image/svg+xml;base64,${Buffer.from(c.svg).toString('base64')}`,
    captchaKey,
  };
};

/**
 * Uses the captcha up whatever the answer (one guess per image) and says whether the answer
 * was right, ignoring case.
 */
export const checkCaptcha = async (sql: Sql, captchaKey: string, answer: string) => {
  const [row] = await sql<{ answer: string; live: boolean }[]>`
    DELETE FROM app.captchas WHERE id = ${captchaKey}
    RETURNING answer, expires_at > clock_timestamp() AS live`;
  return row !== undefined && row.live && row.answer === answer.trim().toLowerCase();
};
