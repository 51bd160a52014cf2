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
  it('maps the picture upload refusals (server/src/http/upload-limits.ts, image-upload.ts)', () => {
    expect(serverMessageId('Uploading too fast, please wait 42 seconds')).toEqual({
      id: 'server.upload-wait',
      values: { seconds: '42' },
    });
    expect(serverMessageId('The picture can be at most 4096 x 4096 pixels')).toEqual({
      id: 'server.image-too-many-pixels',
      values: { side: '4096' },
    });
    expect(serverMessageId('The picture is damaged or cannot be read')).toEqual({
      id: 'server.image-unreadable',
    });
    expect(
      serverMessageId('You have reached the upload limit for today, please try again tomorrow'),
    ).toEqual({ id: 'server.upload-quota' });
  });
  it('has every mapped id in both catalogs', () => {
    for (const id of serverMessageIds) {
      expect(en, id).toHaveProperty([id]);
      expect(zh, id).toHaveProperty([id]);
    }
  });
});
