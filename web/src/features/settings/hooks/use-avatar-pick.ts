import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type ChangeEvent } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { userInfoAtom } from '../../../lib/session';
import { uploadAvatar } from '../api/settings-api';
import { avatarFileError, loadImage, toPng } from '../avatar-image';
import type { CropView } from '../crop';

const start: CropView = { zoom: 1, x: 0, y: 0, turns: 0 };

/** The picked picture and its crop; `upload` sends the crop and refreshes the user's avatar. */
export function useAvatarPick(viewSide: number) {
  const { _ } = useLingui();
  const setUser = useSetAtom(userInfoAtom);
  const [picked, setPicked] = useState<{ image: HTMLImageElement; url: string } | null>(null);
  const [view, setView] = useState(start);

  useEffect(() => {
    if (!picked) return undefined;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = avatarFileError(file);
    if (refused) return void toast.error(_(refused));
    try {
      setPicked(await loadImage(file));
      setView(start);
    } catch {
      toast.error(_('settings.avatar-type'));
    }
  };
  const upload = async () => {
    if (!picked) return;
    const fresh = await uploadAvatar(await toPng(picked.image, view, viewSide));
    setUser((u) => (u ? { ...u, avatar: fresh.avatar } : u));
  };
  return { picked, view, setView, onPick, upload, clear: () => setPicked(null) };
}
