import { useLingui } from '@lingui/react';
import { useAtom } from 'jotai';
import { AvatarUploader } from '../../../components/ui/avatar-uploader';
import { toast } from '../../../components/ui/toast-store';
import { userInfoAtom } from '../../../lib/session';
import { uploadAvatar } from '../api/settings-api';

/** The user's avatar with the shared pick, crop, preview and upload flow. */
export function AvatarEditor() {
  const { _ } = useLingui();
  const [user, setUser] = useAtom(userInfoAtom);
  return (
    <AvatarUploader
      name={user?.username ?? '?'}
      src={user?.avatar}
      upload={async (png) => {
        const fresh = await uploadAvatar(png);
        setUser((u) => (u ? { ...u, avatar: fresh.avatar } : u));
      }}
      onSaved={() => toast.success(_('settings.avatar-saved'))}
    />
  );
}
