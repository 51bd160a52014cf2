import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { applyGroup, disbandGroup, exitGroup } from '../api/groups';
import type { Group } from '../api/types';
import { MEMBER_AUTH } from '../member-rules';
import { GroupApplyDialog } from './group-apply-dialog';

export interface GroupActionsProps {
  group: Group;
  auth: number;
  /** The owner, or the super admin: may disband. */
  mayDisband: boolean;
  isOwner: boolean;
  reload: () => void;
}

type Confirm = 'exit' | 'disband' | null;

/**
 * The viewer's membership actions (spec 3 section 2.3): Apply (public joins at once), the
 * applying and refused states, Exit for members (not the owner), Disband for the owner or
 * the super admin.
 */
export function GroupActions({ group, auth, mayDisband, isOwner, reload }: GroupActionsProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const member = auth >= MEMBER_AUTH.member;

  const apply = async () => {
    if (group.auth !== 1) {
      setApplying(true);
      return;
    }
    setBusy(true);
    try {
      await applyGroup(group.id, '', '');
      toast.success(_('groups.joined'));
      reload();
    } catch {
      // The failure was toasted by the app shell.
    } finally {
      setBusy(false);
    }
  };

  const run = async () => {
    setBusy(true);
    try {
      if (confirm === 'disband') {
        await disbandGroup(group.id);
        toast.success(_('groups.disbanded'));
        void navigate('/group');
      } else {
        await exitGroup(group.id);
        toast.success(_('groups.exited'));
        reload();
      }
    } catch {
      // Toasted by the app shell.
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-center gap-2">
      {auth === MEMBER_AUTH.applying && (
        <span className="rounded-md bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-700">
          {_('groups.state.applying')}
        </span>
      )}
      {auth === MEMBER_AUTH.refused && (
        <span className="rounded-md bg-red-50 px-2.5 py-1 text-sm font-medium text-red-700">
          {_('groups.state.refused')}
        </span>
      )}
      {!member && auth !== MEMBER_AUTH.applying && (
        <Button size="sm" loading={busy} onClick={() => void apply()}>
          {_(auth === MEMBER_AUTH.refused ? 'groups.apply-again' : 'groups.apply')}
        </Button>
      )}
      {member && !isOwner && (
        <Button size="sm" variant="secondary" onClick={() => setConfirm('exit')}>
          {_('groups.exit')}
        </Button>
      )}
      {mayDisband && (
        <Button size="sm" variant="danger" onClick={() => setConfirm('disband')}>
          {_('groups.disband')}
        </Button>
      )}
      {applying && (
        <GroupApplyDialog
          group={group}
          onClose={() => setApplying(false)}
          onSaved={() => {
            setApplying(false);
            toast.success(_('groups.applied'));
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={_(confirm === 'disband' ? 'groups.disband' : 'groups.exit')}
        message={_(confirm === 'disband' ? 'groups.disband-confirm' : 'groups.exit-confirm', {
          name: group.name,
        })}
        danger
        loading={busy}
        onConfirm={() => void run()}
      />
    </div>
  );
}
