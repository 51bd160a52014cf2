import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en-US/messages';
import { messages as zh } from '../locales/zh-CN/messages';
import { serverMessageId, serverMessageIds } from './server-messages';

describe('server messages', () => {
  it('maps known server messages, with their numbers, to catalog ids', () => {
    expect(serverMessageId('The username or password is wrong')).toEqual({
      id: 'server.wrong-credentials',
    });
    expect(serverMessageId('Too many failed logins, please try again in 16 seconds')).toEqual({
      id: 'server.login-wait',
      values: { seconds: '16' },
    });
    expect(serverMessageId('Too many failed logins, please try again in 1 second')).toEqual({
      id: 'server.login-wait',
      values: { seconds: '1' },
    });
    expect(serverMessageId('Something new')).toBeUndefined();
  });
  it('has every mapped id in both catalogs', () => {
    for (const id of serverMessageIds) {
      expect(en, id).toHaveProperty([id]);
      expect(zh, id).toHaveProperty([id]);
    }
  });
});
