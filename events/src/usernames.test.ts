import { describe, expect, it } from 'vitest';
import { reservationStream } from './catalogue/reservation.ts';
import { usernameKey } from './usernames.ts';

describe('the username key', () => {
  it.each([
    ['ROOT', 'case'],
    ['root\u200b', 'a zero-width space'],
    ['\u200droot\ufeff', 'a zero-width joiner and a byte order mark'],
    ['r\u043e\u043et', 'Cyrillic о'],
    ['roo\u0442', 'Cyrillic т'],
    ['R\u039f\u039fT', 'Greek capital Ο'],
    ['\uff52\uff4f\uff4f\uff54', 'fullwidth letters'],
    ['r\u00f6\u00f6t', 'accents'],
    ['ro\u0308ot', 'a combining accent'],
    ['\ud835\udc2b\ud835\udc28\ud835\udc28\ud835\udc2d', 'mathematical bold letters'],
    ['  root ', 'surrounding spaces'],
  ])('folds %j (%s) to root', (name) => {
    expect(usernameKey(name)).toBe('root');
  });

  it('is the lower case of a plain ASCII name, so existing reservations keep their streams', () => {
    for (const name of ['alice', 'Bob_1', 'x.y-z', 'I1l0O', 'rn'])
      expect(usernameKey(name)).toBe(name.toLowerCase());
    expect(reservationStream('username', 'Alice')).toBe('username-alice');
    expect(reservationStream('username', 'r\u043e\u043et')).toBe('username-root');
    expect(reservationStream('email', 'A@Example.com')).toBe('email-a@example.com');
  });

  it('keeps different names apart', () => {
    expect(usernameKey('root1')).not.toBe(usernameKey('root'));
    expect(usernameKey('ro ot')).not.toBe(usernameKey('root'));
    expect(usernameKey('张三')).toBe('张三');
  });
});
