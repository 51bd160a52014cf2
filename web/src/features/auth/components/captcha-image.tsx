import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { getCaptcha, toImageSrc } from '../api/get-captcha';

export interface CaptchaImageProps {
  /** Receives the key of the image on screen ('' while loading or after a failure). */
  onKeyChange: (captchaKey: string) => void;
  /** Changing this number loads a new image (after a rejected submit, for instance). */
  reloadSignal: number;
}

/** The reset-password captcha; clicking it loads a new one. */
export function CaptchaImage({ onKeyChange, reloadSignal }: CaptchaImageProps) {
  const { _ } = useLingui();
  const [src, setSrc] = useState('');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(async () => {
    setState('loading');
    onKeyChange('');
    try {
      const captcha = await getCaptcha();
      setSrc(toImageSrc(captcha.img));
      onKeyChange(captcha.captchaKey);
      setState('ready');
    } catch {
      setState('failed');
    }
  }, [onKeyChange]);

  useEffect(() => {
    // Fetching on mount and on each reload signal is what this effect is for; `load` sets the
    // loading state before it awaits the image.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, reloadSignal]);

  return (
    <button
      type="button"
      onClick={() => void load()}
      title={_('auth.captcha-refresh')}
      aria-label={_('auth.captcha-refresh')}
      className="flex h-10 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-300 bg-slate-50 text-xs text-slate-500 hover:border-primary-400"
    >
      {state === 'loading' && <Spinner />}
      {state === 'failed' && _('auth.captcha-retry')}
      {state === 'ready' && <img src={src} alt="" className="h-full w-full object-contain" />}
    </button>
  );
}
