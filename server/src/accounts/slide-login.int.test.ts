import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../../test-kit/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
  await site.register('max');
});
afterAll(() => site.close());

// Each try from its own address, so the per-IP delay of infra/attempt-guard.ts stays out of the way.
let ip = 0;
const login = (body: Record<string, unknown>) =>
  site.call('POST', '/api/login', { body, headers: { 'X-Forwarded-For': `10.7.0.${++ip}` } });

interface Puzzle {
  slideId: string;
  background: string;
  piece: string;
  pieceY: number;
  pieceSize: number;
  width: number;
  height: number;
}
const puzzle = async () => (await site.call<Puzzle>('GET', '/api/get-login-slide')).body.data;
/** Where the hole is: what a person sees in the picture. */
const answerOf = async (slideId: string) =>
  (
    await site.db.sql<
      { answer_x: number }[]
    >`SELECT answer_x FROM app.slide_checks WHERE id = ${slideId}`
  )[0]!.answer_x;

describe('the slide check after five failed logins', () => {
  it('is not asked before the fifth failure and is announced with it', async () => {
    for (let i = 1; i <= 4; i++) {
      const r = await login({ username: 'max', password: 'wrong-pass' });
      expect(r.body).toEqual({ status: 400, msg: 'The username or password is wrong', data: null });
    }
    const fifth = await login({ username: 'max', password: 'wrong-pass' });
    expect(fifth.body).toEqual({
      status: 400,
      msg: 'The username or password is wrong',
      data: { slideRequired: true },
    });
  });

  it('refuses the sixth login without the check, even with the right password', async () => {
    const r = await login({ username: 'MAX', password: 'secret123' });
    expect(r.body).toEqual({
      status: 400,
      msg: 'Please complete the slide verification first',
      data: { slideRequired: true },
    });
  });

  it('draws a 300 x 169 puzzle and refuses a piece 4 px off, once per puzzle', async () => {
    const p = await puzzle();
    expect(p).toMatchObject({ width: 300, height: 169 });
    expect(p.background).toMatch(/^data:image\/png;base64,/);
    expect(p.piece).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(p.background.split(',')[1]!, 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([300, 169]);
    const x = await answerOf(p.slideId);
    const off = await login({
      username: 'max',
      password: 'secret123',
      slideId: p.slideId,
      slideX: x + 4,
    });
    expect(off.body).toMatchObject({
      status: 400,
      msg: 'The slide verification failed, please try again',
    });
    const reused = await login({
      username: 'max',
      password: 'secret123',
      slideId: p.slideId,
      slideX: x,
    });
    expect(reused.body.msg).toBe('The slide verification failed, please try again');
  });

  it('refuses an expired puzzle', async () => {
    const p = await puzzle();
    const x = await answerOf(p.slideId);
    await site.db
      .sql`UPDATE app.slide_checks SET expires_at = clock_timestamp() - interval '1 second'`;
    const r = await login({
      username: 'max',
      password: 'secret123',
      slideId: p.slideId,
      slideX: x,
    });
    expect(r.body.msg).toBe('The slide verification failed, please try again');
  });

  it('still checks the password after a right slide, then lets the owner in within 3 px', async () => {
    const p1 = await puzzle();
    const wrongPass = await login({
      username: 'max',
      password: 'wrong-pass',
      slideId: p1.slideId,
      slideX: await answerOf(p1.slideId),
    });
    expect(wrongPass.body).toMatchObject({ status: 400, msg: 'The username or password is wrong' });
    const p2 = await puzzle();
    const r = await login({
      username: 'max',
      password: 'secret123',
      slideId: p2.slideId,
      slideX: (await answerOf(p2.slideId)) - 3,
    });
    expect(r.body).toMatchObject({ status: 200, data: { username: 'max' } });
  });

  it('starts counting from zero after a successful login', async () => {
    const r = await login({ username: 'max', password: 'wrong-pass' });
    expect(r.body.data).toBeNull();
    expect((await login({ username: 'max', password: 'secret123' })).body.status).toBe(200);
  });
});
