import { describe, expect, it } from 'vitest';
import { DomainError, type EditorFileEvent } from '@oj/events';
import { editorFileDecider, type EditorFileCommand } from './editor-file.decider.ts';

const metadata = { now: '2026-01-01T00:00:00.000Z', userId: 'u1' };
const upload = {
  id: 7,
  kind: 'img',
  hash: 'a'.repeat(64),
  ext: 'png',
  size: 10,
  name: 'a.png',
  gid: null,
} as const;
const uploaded: EditorFileEvent = {
  type: 'EditorFileUploaded',
  data: { ...upload, by: 'u1', at: metadata.now },
};

const given = (events: EditorFileEvent[], command: EditorFileCommand) =>
  editorFileDecider.decide(
    command,
    events.reduce(editorFileDecider.evolve, editorFileDecider.initialState()),
  );

describe('editor file decider', () => {
  it('records an upload once', () => {
    expect(given([], { type: 'RecordEditorUpload', data: upload, metadata })).toEqual([uploaded]);
    expect(() => given([uploaded], { type: 'RecordEditorUpload', data: upload, metadata })).toThrow(
      DomainError,
    );
  });

  it('deletes a recorded upload once, by whoever the route allowed', () => {
    const del = {
      type: 'DeleteEditorFile',
      data: { id: 7 },
      metadata: { ...metadata, userId: 'admin' },
    } as const;
    const deleted: EditorFileEvent = {
      type: 'EditorFileDeleted',
      data: { id: 7, by: 'admin', at: metadata.now },
    };
    expect(given([uploaded], del)).toEqual([deleted]);
    expect(() => given([uploaded, deleted], del)).toThrow('The file does not exist');
    expect(() => given([], del)).toThrow('The file does not exist');
  });
});
