import { useLingui } from '@lingui/react';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icon';

/** A page failed to load or render (often a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const { _ } = useLingui();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-100 p-4">
      <Card className="flex max-w-sm flex-col items-center gap-4 px-8 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-500">
          <Icon name="alert" className="size-6" />
        </span>
        <h1 className="text-lg font-semibold text-slate-900">{_('error.load-failed')}</h1>
        <p className="text-sm text-slate-500">{_('error.load-failed-hint')}</p>
        <Button onClick={() => window.location.reload()}>
          <Icon name="refresh" className="size-4" />
          {_('common.refresh')}
        </Button>
      </Card>
    </div>
  );
}
