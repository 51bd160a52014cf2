import { describe, expect, it } from 'vitest';
import { checkImageFile, MAX_IMAGE_BYTES } from './upload-check';

describe('carousel picture checks', () => {
  it('takes the spec picture types, whatever the case of the extension', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.bmp', 'f.webp'])
      expect(checkImageFile({ name, size: 10 })).toBeUndefined();
    expect(checkImageFile({ name: 'x.svg', size: 10 })).toBe('server.file-type');
    expect(checkImageFile({ name: 'noext', size: 10 })).toBe('server.file-type');
  });

  it('refuses a picture over 2 MB', () => {
    expect(checkImageFile({ name: 'a.png', size: MAX_IMAGE_BYTES })).toBeUndefined();
    expect(checkImageFile({ name: 'a.png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'server.file-too-large',
    );
  });
});
