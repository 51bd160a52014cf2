import { describe, expect, it } from 'vitest';
import { avatarFileError } from './avatar-image';

describe('avatar file check in the browser (spec 3, Avatar)', () => {
  it('takes gif, jpg, jpeg, png, bmp and webp of at most 2 MB', () => {
    for (const name of ['a.gif', 'b.JPG', 'c.jpeg', 'd.png', 'e.bmp', 'f.webp'])
      expect(avatarFileError({ name, size: 2_097_152 }), name).toBe('');
  });

  it('refuses other types with "File type not support" and bigger files with "Exceed max size limit"', () => {
    for (const name of ['a.svg', 'b.txt', 'png', 'c.png.exe'])
      expect(avatarFileError({ name, size: 10 }), name).toBe('settings.avatar-type');
    expect(avatarFileError({ name: 'big.png', size: 2_097_153 })).toBe('settings.avatar-size');
  });
});
