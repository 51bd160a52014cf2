import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

/** Stand-in for the admin area, which has its own layout without navbar or footer. */
export function AdminRoute() {
  const { _ } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-100 p-4">
      <Card className="w-full max-w-md">
        <h1 className="border-b border-slate-100 px-6 py-4 text-xl font-semibold text-slate-900">
          {_('nav.management')}
        </h1>
        <EmptyState title={_('common.empty')} icon="shield">
          <Link to="/home" className="text-sm font-medium text-primary-600 hover:underline">
            {_('not-found.go-home')}
          </Link>
        </EmptyState>
      </Card>
    </div>
  );
}
