import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { isSuperAdminAtom } from '../../../lib/session';
import { ExportCard } from './export-card';
import { ImportCard } from './import-card';

/** /admin/problem/batch-operation: problem import and export (super admin only). */
export function BatchPage() {
  const { _ } = useLingui();
  const root = useAtomValue(isSuperAdminAtom);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.problem-batch')}</h1>
      {root ? (
        <>
          <ImportCard />
          <ExportCard />
        </>
      ) : (
        <Card>
          <EmptyState title={_('admin.config.root-only')} icon="shield" />
        </Card>
      )}
    </div>
  );
}
