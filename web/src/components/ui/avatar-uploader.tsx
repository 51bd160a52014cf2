import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import { Avatar } from './avatar';
import { AVATAR_ACCEPT } from './avatar-image';
import { AvatarCropper, VIEW_SIDE } from './avatar-cropper';
import { Button } from './button';
import { FormDialog } from './form-dialog';
import { Icon } from './icon';
import { useAvatarPick } from './use-avatar-pick';

export interface AvatarUploaderProps {
  /** Whose avatar (the initials shown without a picture). */
  name: string;
  src?: string | null | undefined;
  /** The button's label; "Upload a new avatar" by default. */
  changeLabel?: string;
  /** Sends the cropped 200 x 200 PNG; throw to keep the dialog open with the server's answer. */
  upload: (png: Blob) => Promise<void>;
  /** After a successful upload (the dialog has closed). */
  onSaved: () => void;
}

/**
 * The current avatar and the pick, crop (move, zoom, rotate left and right), preview, cancel or
 * confirm, and upload flow, for the user's avatar and a group's alike.
 */
export function AvatarUploader({ name, src, changeLabel, upload, onSaved }: AvatarUploaderProps) {
  const { _ } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const pick = useAvatarPick(VIEW_SIDE, upload);
  const label = changeLabel ?? _('settings.avatar-change');
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={name} src={src} className="size-20 text-2xl" />
      <div className="min-w-0 space-y-1.5">
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          <Icon name="upload" className="size-4" />
          {label}
        </Button>
        <p className="text-xs text-slate-500">{_('settings.avatar-hint')}</p>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label={label}
          className="hidden"
          onChange={(e) => void pick.onPick(e)}
        />
      </div>
      {pick.picked && (
        <FormDialog
          title={_('settings.avatar-crop')}
          size="lg"
          submitLabel={_('settings.avatar-upload')}
          onClose={pick.clear}
          onSubmit={pick.upload}
          onSaved={() => {
            pick.clear();
            onSaved();
          }}
        >
          <AvatarCropper image={pick.picked.image} view={pick.view} onChange={pick.setView} />
        </FormDialog>
      )}
    </div>
  );
}
