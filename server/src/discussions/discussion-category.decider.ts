import { DomainError, type Decider, type DiscussionEvent } from '@oj/events';
import { discussionLimits as limits, discussionMessages as m } from './discussion.policy.ts';

export interface Category {
  id: number;
  name: string;
}
export type CategoryListState = { categories: Category[] };

/** The super admin's whole list: rows kept by id, renamed, added (fresh ids) or left out. */
export interface SaveCategories {
  type: 'SaveDiscussionCategories';
  data: { categories: Category[] };
  metadata: { now: string; userId: string };
}

/** The discussion category list (stream `discussionCategories`), saved as a whole like HOJ. */
export const discussionCategoryDecider: Decider<
  CategoryListState,
  SaveCategories,
  DiscussionEvent
> = {
  initialState: () => ({ categories: [] }),
  evolve: (state, e) =>
    e.type === 'DiscussionCategoriesSaved' ? { categories: e.data.categories } : state,
  decide: (c, s) => {
    const categories = c.data.categories.map((x) => ({ id: x.id, name: x.name.trim() }));
    if (categories.some((x) => x.name === '' || x.name.length > limits.categoryName))
      throw new DomainError('invalid', m.categoryName);
    const names = new Set(categories.map((x) => x.name.toLowerCase()));
    const ids = new Set(categories.map((x) => x.id));
    if (names.size !== categories.length || ids.size !== categories.length)
      throw new DomainError('invalid', m.categoryDuplicate);
    if (JSON.stringify(categories) === JSON.stringify(s.categories)) return [];
    return [
      {
        type: 'DiscussionCategoriesSaved',
        data: { categories, by: c.metadata.userId, at: c.metadata.now },
      },
    ];
  },
};
