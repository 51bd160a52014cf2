import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { GROUP_PROBLEM_PAGE_SIZE } from '../api/group-problems';
import type { GroupAdminProblem } from '../api/types';
import { useGroupProblemAdmin } from '../hooks/use-group-problem-admin';
import { GroupProblemAdminTable } from './group-problem-admin-table';

type Row = GroupAdminProblem;
type Pending = { kind: 'delete' | 'cancel'; row: Row } | null;

/**
 * The group admins' problem table (spec 3 section 2.5): auth switch, apply for public with its
 * progress, edit, test data and delete for the problems the viewer manages (the group root
 * every one, other admins their own); deleting and cancelling ask first.
 */
export function GroupProblemAdmin({ gid }: { gid: number }) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const s = useGroupProblemAdmin(gid);
  const [pending, setPending] = useState<Pending>(null);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setConfirming(true);
    const done =
      pending.kind === 'delete' ? await s.remove(pending.row) : await s.cancelApply(pending.row);
    setConfirming(false);
    if (done) setPending(null);
  };

  return (
    <div className="space-y-3">
      <Card className="overflow-hidden">
        <GroupProblemAdminTable
          gid={gid}
          s={s}
          onDelete={(row) => setPending({ kind: 'delete', row })}
          onCancelApply={(row) => setPending({ kind: 'cancel', row })}
        />
      </Card>
      {s.total > GROUP_PROBLEM_PAGE_SIZE && (
        <Pagination
          total={s.total}
          page={s.page}
          pageSize={GROUP_PROBLEM_PAGE_SIZE}
          onPageChange={s.goTo}
          small={phone}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={_(
          pending?.kind === 'cancel' ? 'group-problems.cancel-apply' : 'group-problems.delete',
        )}
        message={_(
          pending?.kind === 'cancel'
            ? 'group-problems.cancel-apply-confirm'
            : 'group-problems.delete-confirm',
          { title: pending?.row.title ?? '' },
        )}
        danger
        loading={confirming}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
