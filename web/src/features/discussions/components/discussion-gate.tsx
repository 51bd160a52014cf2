import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { websiteConfigAtom, websiteConfigStatusAtom } from '../../../lib/website-config';

/**
 * Spec 3 section 6: with the public-discussion (or, for a group's pages, the group-discussion)
 * switch off the discussion pages are closed; a visitor is sent home with 'No Access'. Waits
 * for the site config before deciding.
 */
export function DiscussionGate({
  children,
  area = 'public',
}: {
  children: ReactNode;
  area?: 'public' | 'group';
}) {
  const { _ } = useLingui();
  const config = useAtomValue(websiteConfigAtom);
  const open = area === 'group' ? config.openGroupDiscussion : config.openPublicDiscussion;
  const status = useAtomValue(websiteConfigStatusAtom);
  const decided = status === 'loaded' || status === 'failed';
  const closed = decided && !open;
  useEffect(() => {
    if (closed) toast.error(_('discussions.no-access'));
  }, [closed, _]);
  if (open) return children;
  if (closed) return <Navigate to="/home" replace />;
  return (
    <div className="flex justify-center py-20 text-slate-400">
      <Spinner className="size-6" />
      <span className="sr-only">{_('common.loading')}</span>
    </div>
  );
}
