import { api } from '../../../lib/api-client';

/** Only the site's own problems (oj ME) are managed here. */
export const TAG_OJ = 'ME';

export interface TagClassification {
  id: number;
  name: string;
  oj: string;
  rank: number;
}

export interface AdminTag {
  id: number;
  name: string;
  color: string | null;
  oj?: string;
  tcid: number | null;
}

export interface TagGroup {
  classification: TagClassification | null;
  tagList: AdminTag[];
}

export interface ClassificationInput {
  id?: number;
  name: string;
  rank: number;
}

export interface TagInput {
  id?: number;
  name: string;
  color: string;
  tcid: number | null;
}

// Form calls show their errors in the dialog (silent); deletes are toasted by the app shell.

export const listClassifications = () =>
  api.get<TagClassification[]>('/admin/tag/classification', { params: { oj: TAG_OJ } });

export const listTagGroups = () =>
  api.get<TagGroup[]>('/get-problem-tags-and-classification', { params: { oj: TAG_OJ } });

export const saveClassification = ({ id, name, rank }: ClassificationInput) =>
  id === undefined
    ? api.post<TagClassification>(
        '/admin/tag/classification',
        { name, oj: TAG_OJ, rank },
        { silent: true },
      )
    : api.put<null>('/admin/tag/classification', { id, name, oj: TAG_OJ, rank }, { silent: true });

export const deleteClassification = (tcid: number) =>
  api.delete<null>('/admin/tag/classification', { params: { tcid } });

export const saveTag = ({ id, name, color, tcid }: TagInput) =>
  id === undefined
    ? api.post<AdminTag>('/admin/tag', { name, color, oj: TAG_OJ, tcid }, { silent: true })
    : api.put<null>('/admin/tag', { id, name, color, oj: TAG_OJ, tcid }, { silent: true });

export const deleteTag = (tid: number) => api.delete<null>('/admin/tag', { params: { tid } });
