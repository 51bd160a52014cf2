export { CommentSection, type CommentSectionProps } from './components/comment-section';
export type { CommentSource } from './api/types';
