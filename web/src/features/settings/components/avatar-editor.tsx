import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Icon } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast-store';
import { userInfoAtom } from '../../../lib/session';
import { AVATAR_ACCEPT } from '../avatar-image';
import { useAvatarPick } from '../hooks/use-avatar-pick';
import { AvatarCropper, VIEW_SIDE } from './avatar-cropper';

/** The current avatar and the pick, crop, preview and upload flow. */
export function AvatarEditor() {
  const { _ } = useLingui();
  const user = useAtomValue(userInfoAtom);
  const input = useRef<HTMLInputElement>(null);
  const { picked, view, setView, onPick, upload, clear } = useAvatarPick(VIEW_SIDE);
  return (
    <div className="flex items-center gap-4">
      <Avatar name={user?.username ?? '?'} src={user?.avatar} className="size-20 text-2xl" />
      <div className="space-y-1.5">
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          <Icon name="upload" className="size-4" />
          {_('settings.avatar-change')}
        </Button>
        <p className="text-xs text-slate-500">{_('settings.avatar-hint')}</p>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label={_('settings.avatar-change')}
          className="hidden"
          onChange={(e) => void onPick(e)}
        />
      </div>
      {picked && (
        <FormDialog
          title={_('settings.avatar-crop')}
          size="lg"
          submitLabel={_('settings.avatar-upload')}
          onClose={clear}
          onSubmit={upload}
          onSaved={() => {
            clear();
            toast.success(_('settings.avatar-saved'));
          }}
        >
          <AvatarCropper image={picked.image} view={view} onChange={setView} />
        </FormDialog>
      )}
    </div>
  );
}
