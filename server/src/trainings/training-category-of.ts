import { handleCommand, nextId, trainingCategoryStream } from '@oj/events';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/envelope.ts';
import { trainingCategoryDecider } from './training-category.decider.ts';
import type { TrainingBody } from './training-form.ts';
import { findCategory, listCategoriesFor } from './training.queries.ts';

export const missingCategory = 'Please choose a training category';

/**
 * The form's category (HOJ's TrainingManager and GroupTrainingManager): an existing one by id,
 * or one typed by name, found by that name or created with it. A site training uses the site's
 * categories; a group training (`gid`) the site's or its own group's, and a category it creates
 * belongs to the group, so it never shows in the site's list. Only the caller's checks decide
 * who gets here.
 */
export const categoryOf = async (
  deps: Deps,
  b: TrainingBody,
  o: { gid: number | null; uid: string },
): Promise<number> => {
  const c = b.trainingCategory;
  const usable = (gid: number | string | null) => gid === null || Number(gid) === o.gid;
  if (c.id) {
    const found = await findCategory(deps.sql, c.id);
    if (!found || !usable(found.gid)) throw new HttpError(400, missingCategory);
    return c.id;
  }
  const name = c.name?.trim();
  if (!name) throw new HttpError(400, missingCategory);
  const byName = (await listCategoriesFor(deps.sql, o.gid)).find(
    (x) => x.name.toLowerCase() === name.toLowerCase(),
  );
  if (byName) return Number(byName.id);
  const id = await nextId(deps.sql, 'training_category');
  const result = await handleCommand(
    deps.store,
    trainingCategoryStream(id),
    trainingCategoryDecider,
    {
      type: 'CreateTrainingCategory',
      data: { id, name, color: c.color?.trim() || '#409EFF', gid: o.gid },
      metadata: { now: new Date().toISOString(), userId: o.uid },
    },
  );
  await deps.projections.waitFor(result.appended?.position ?? 0);
  return id;
};
