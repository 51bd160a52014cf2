import { useLingui } from '@lingui/react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { toast } from './toast-store';
import { avatarFileError, loadImage, toPng } from './avatar-image';
import type { CropView } from './avatar-crop';

const start: CropView = { zoom: 1, x: 0, y: 0, turns: 0 };

/**
 * The picked picture and its crop. A file of another type or over 2 MB is refused here with the
 * spec's messages before it is read; `upload` sends the crop (a 200 x 200 PNG) to `send`.
 */
export function useAvatarPick(viewSide: number, send: (png: Blob) => Promise<void>) {
  const { _ } = useLingui();
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
    await send(await toPng(picked.image, view, viewSide));
  };
  return { picked, view, setView, onPick, upload, clear: () => setPicked(null) };
}
