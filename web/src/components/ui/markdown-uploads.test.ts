import { describe, expect, it } from 'vitest';
import { insertAt, isUploadablePicture, markdownForUpload } from './markdown-uploads';

describe('editor upload markdown', () => {
  it('embeds a picture and links any other file, keeping the name inside the brackets', () => {
    expect(markdownForUpload('a.png', '/x/1.png', true)).toBe('![a.png](/x/1.png)');
    expect(markdownForUpload('notes [v2].pdf', '/x/2.pdf', false)).toBe(
      '[notes  v2 .pdf](/x/2.pdf)',
    );
    expect(markdownForUpload('\n', '/x/3.txt', false)).toBe('[file](/x/3.txt)');
  });

  it('sends pictures the server decodes to upload-md-img, everything else as a file', () => {
    expect(isUploadablePicture({ name: 'image.png', type: 'image/png' })).toBe(true);
    expect(isUploadablePicture({ name: 'photo.JPG', type: '' })).toBe(true);
    expect(isUploadablePicture({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isUploadablePicture({ name: 'a.png', type: 'text/html' })).toBe(false);
    expect(isUploadablePicture({ name: 'notes.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('inserts on a line of its own at the cursor and answers the cursor after it', () => {
    expect(insertAt('', 0, 'L')).toEqual({ value: 'L', cursor: 1 });
    expect(insertAt('ab\n', 3, 'L')).toEqual({ value: 'ab\nL', cursor: 4 });
    expect(insertAt('abcd', 2, 'L')).toEqual({ value: 'ab\nL\ncd', cursor: 4 });
    expect(insertAt('ab', 99, 'L')).toEqual({ value: 'ab\nL', cursor: 4 });
  });
});
