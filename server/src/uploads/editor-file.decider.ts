import { assertNever, DomainError, type Decider, type EditorFileEvent } from '@oj/events';

type Uploaded = Extract<EditorFileEvent, { type: 'EditorFileUploaded' }>['data'];
export type EditorFileUpload = Omit<Uploaded, 'by' | 'at'>;

export type EditorFileState =
  | { status: 'none' }
  | { status: 'active'; id: number; kind: Uploaded['kind']; by: string }
  | { status: 'deleted'; id: number };

interface Metadata {
  now: string;
  userId: string;
}

export type EditorFileCommand =
  | { type: 'RecordEditorUpload'; data: EditorFileUpload; metadata: Metadata }
  | { type: 'DeleteEditorFile'; data: { id: number }; metadata: Metadata };

export const editorFileNotFound = 'The file does not exist';

const recordUpload = (
  c: Extract<EditorFileCommand, { type: 'RecordEditorUpload' }>,
  s: EditorFileState,
): EditorFileEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The file already exists');
  return [
    { type: 'EditorFileUploaded', data: { ...c.data, by: c.metadata.userId, at: c.metadata.now } },
  ];
};

const deleteFile = (
  c: Extract<EditorFileCommand, { type: 'DeleteEditorFile' }>,
  s: EditorFileState,
): EditorFileEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', editorFileNotFound);
  return [
    { type: 'EditorFileDeleted', data: { id: s.id, by: c.metadata.userId, at: c.metadata.now } },
  ];
};

/** One editor upload (stream `editorFile-<id>`): recorded once, deleted at most once. */
export const editorFileDecider: Decider<EditorFileState, EditorFileCommand, EditorFileEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'EditorFileUploaded':
        return { status: 'active', id: e.data.id, kind: e.data.kind, by: e.data.by };
      case 'EditorFileDeleted':
        return { status: 'deleted', id: e.data.id };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordEditorUpload':
        return recordUpload(command, state);
      case 'DeleteEditorFile':
        return deleteFile(command, state);
      default:
        return assertNever(command);
    }
  },
};
