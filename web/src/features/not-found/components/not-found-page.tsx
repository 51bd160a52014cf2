import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

const digits = ['4', '0', '4'];

/** Shown for any unknown route: floating "404" digits, a message, Go Home and Back. */
export function NotFoundPage() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  // React Router numbers the entries it created; at 0 the previous entry (if any) belongs to
  // another document, which is only worth returning to when it was one of our pages.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const cameFromUs = document.referrer.startsWith(window.location.origin);
    if (index > 0) void navigate(-1);
    else if (cameFromUs) window.history.back();
    else void navigate('/home');
  };

  return (
    <div className="flex flex-col items-center px-4 py-16 text-center sm:py-24">
      <div aria-hidden="true" className="flex gap-2 sm:gap-4">
        {digits.map((digit, index) => (
          <span
            key={index}
            className="animate-digit-float bg-gradient-to-b from-primary-400 to-primary-700 bg-clip-text text-[7rem] leading-none font-black text-transparent drop-shadow-sm sm:text-[11rem]"
            style={{ animationDelay: `${index * 0.25}s` }}
          >
            {digit}
          </span>
        ))}
      </div>
      <div
        aria-hidden="true"
        className="mt-2 h-3 w-48 rounded-[50%] bg-slate-300/60 blur-sm sm:w-72"
      />
      <h1 className="mt-8 text-2xl font-bold text-slate-900">{_('not-found.title')}</h1>
      <p className="mt-3 max-w-md text-slate-500">{_('not-found.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => void navigate('/home')}>
          <Icon name="home" className="size-4" />
          {_('not-found.go-home')}
        </Button>
        <Button size="lg" variant="secondary" onClick={goBack}>
          <Icon name="arrow-left" className="size-4" />
          {_('not-found.back')}
        </Button>
      </div>
    </div>
  );
}
