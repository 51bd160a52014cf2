import {
  commentStream,
  discussionCategoriesStream,
  discussionStream,
  handleCommand,
  nextId,
  type EventStore,
  type Sql,
} from '@oj/events';
import { commentDecider } from './comment.decider.ts';
import { discussionCategoryDecider } from './discussion-category.decider.ts';
import { discussionDecider } from './discussion.decider.ts';

/**
 * Demo community content for the seed: a category list (when none exists), a pinned welcome
 * discussion with a comment, and a discussion of the first demo problem. Answers their ids.
 */
export const seedDiscussions = async (
  deps: { store: EventStore; sql: Sql },
  o: { by: { uid: string; username: string }; problemId: string | null; now: Date },
): Promise<number[]> => {
  const metadata = { now: o.now.toISOString(), userId: o.by.uid, moderator: true };
  const [existing] = await deps.sql<{ id: number }[]>`
    SELECT id FROM read.discussion_categories ORDER BY id LIMIT 1`;
  let categoryId = existing?.id;
  if (categoryId === undefined) {
    const general = await nextId(deps.sql, 'discussion_category');
    const solutions = await nextId(deps.sql, 'discussion_category');
    await handleCommand(deps.store, discussionCategoriesStream(), discussionCategoryDecider, {
      type: 'SaveDiscussionCategories',
      data: {
        categories: [
          { id: general, name: 'General' },
          { id: solutions, name: 'Solutions' },
        ],
      },
      metadata,
    });
    categoryId = general;
  }
  const post = async (title: string, description: string, content: string, pid: string | null) => {
    const id = await nextId(deps.sql, 'discussion');
    await handleCommand(deps.store, discussionStream(id), discussionDecider, {
      type: 'CreateDiscussion',
      data: {
        id,
        categoryId,
        title,
        description,
        content,
        pid,
        topPriority: pid === null,
        gid: null,
        author: o.by.username,
      },
      metadata,
    });
    return id;
  };
  const welcome = await post(
    'Welcome to the discussions',
    'Ask, answer and share ideas here',
    'Be kind, **no full solutions** in titles, and use `code blocks`:\n\n```cpp\nint main() {}\n```',
    null,
  );
  const commentId = await nextId(deps.sql, 'comment');
  await handleCommand(deps.store, commentStream(commentId), commentDecider, {
    type: 'PostComment',
    data: { id: commentId, did: welcome, cid: null, content: 'Have fun!', fromName: o.by.username },
    metadata,
  });
  if (o.problemId === null) return [welcome];
  const about = await post(
    `Hints for ${o.problemId}`,
    'Stuck? Start here',
    'Read the input format carefully and test the samples first.',
    o.problemId,
  );
  return [welcome, about];
};
