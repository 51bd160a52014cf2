import { AdminDiscussionPage } from '../../features/admin-discussions';
import { CommentSection } from '../../features/comments';
import {
  DiscussionDetailPage,
  DiscussionGate,
  DiscussionListPage,
} from '../../features/discussions';

/** /discussion and /discussion/:problemID, closed with the public-discussion switch. */
export function DiscussionRoute() {
  return (
    <DiscussionGate>
      <DiscussionListPage />
    </DiscussionGate>
  );
}

/** /discussion-detail/:discussionID with the shared comment area under it. */
export function DiscussionDetailRoute() {
  return (
    <DiscussionGate>
      <DiscussionDetailPage
        comments={(did) => <CommentSection key={did} source={{ kind: 'discussion', did }} />}
      />
    </DiscussionGate>
  );
}

/** /admin/discussion: discussions and the report queue. */
export function AdminDiscussionRoute() {
  return <AdminDiscussionPage />;
}
