import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { userInfoAtom } from '../../../lib/session';
import { useResource } from '../../../lib/use-resource';
import { getMemberList, kickMember, updateMemberAuth } from '../api/groups';
import type { GroupMember } from '../api/types';
import { useGroup } from '../group-context';
import { MEMBER_AUTH, type Manager } from '../member-rules';
import { MemberTable } from './member-table';

/**
 * The members tab: the member list for everyone in the group; group admins also get the apply
 * list (approve, refuse), auth changes and kick, as the rules allow (member-rules.ts).
 */
export function GroupMembers() {
  const { _ } = useLingui();
  const { group, level, unrestricted, reload } = useGroup();
  const user = useAtomValue(userInfoAtom);
  const admin = level >= 4;
  const [memberPage, setMemberPage] = useState(1);
  const [applyPage, setApplyPage] = useState(1);
  const members = useResource(`group-members:${group.id}:${memberPage}`, (signal) =>
    getMemberList('member', group.id, memberPage, signal),
  );
  const applies = useResource(`group-applies:${group.id}:${applyPage}:${admin}`, (signal) =>
    admin
      ? getMemberList('apply', group.id, applyPage, signal)
      : Promise.resolve({ records: [], total: 0 }),
  );
  const [kicking, setKicking] = useState<GroupMember | null>(null);
  const [busy, setBusy] = useState(false);
  const manager: Manager = { uid: user?.uid ?? '', level, unrestricted };

  const refresh = () => {
    members.reload();
    applies.reload();
  };
  const act = async (work: () => Promise<unknown>, doneId: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(_(doneId));
      refresh();
      reload();
    } catch {
      // Toasted by the app shell.
    } finally {
      setBusy(false);
    }
  };
  const changeAuth = (row: GroupMember, auth: number) =>
    act(() => updateMemberAuth(group.id, row.uid, auth), 'groups.members.updated');

  return (
    <div className="space-y-6 p-4 sm:p-6">
      {admin && (
        <MemberTable
          kind="apply"
          caption={_('groups.members.apply-list')}
          page={applies.data}
          loading={applies.loading}
          currentPage={applyPage}
          onPageChange={setApplyPage}
          owner={group.owner}
          manager={manager}
          busy={busy}
          onApprove={(row) => void changeAuth(row, MEMBER_AUTH.member)}
          onRefuse={(row) => void changeAuth(row, MEMBER_AUTH.refused)}
        />
      )}
      <MemberTable
        kind="member"
        caption={_('groups.members.list')}
        page={members.data}
        loading={members.loading}
        currentPage={memberPage}
        onPageChange={setMemberPage}
        owner={group.owner}
        manager={manager}
        busy={busy}
        onChangeAuth={(row, auth) => void changeAuth(row, auth)}
        onKick={setKicking}
      />
      <ConfirmDialog
        open={kicking !== null}
        onOpenChange={(open) => !open && setKicking(null)}
        title={_('groups.members.kick')}
        message={_('groups.members.kick-confirm', { username: kicking?.username ?? '' })}
        danger
        loading={busy}
        onConfirm={() => {
          const row = kicking;
          setKicking(null);
          if (row) void act(() => kickMember(group.id, row.uid), 'groups.members.kicked');
        }}
      />
    </div>
  );
}
