import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { isSuperAdminAtom } from '../../../lib/session';
import { CategoryEditor } from './category-editor';
import { DiscussionAdminTable } from './discussion-admin-table';
import { ReportTable } from './report-table';

type Tab = 'discussions' | 'reports' | 'categories';

const TABS: readonly Tab[] = ['discussions', 'reports', 'categories'];

/**
 * /admin/discussion: the discussions, the report queue and (for the super admin) the
 * categories, one tab each (`?tab=` in the URL).
 */
export function AdminDiscussionPage() {
  const { _ } = useLingui();
  const root = useAtomValue(isSuperAdminAtom);
  const [params, setParams] = useSearchParams();
  const asked = TABS.find((t) => t === params.get('tab')) ?? 'discussions';
  const tab: Tab = asked === 'categories' && !root ? 'discussions' : asked;
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.discussions')}</h1>
      <Tabs
        label={_('admin.nav.discussions')}
        value={tab}
        onChange={(next) => setParams(next === 'discussions' ? {} : { tab: next })}
        items={[
          { key: 'discussions', label: _('admin-discussions.tab-discussions') },
          { key: 'reports', label: _('admin-discussions.tab-reports') },
          ...(root
            ? [{ key: 'categories' as const, label: _('admin-discussions.tab-categories') }]
            : []),
        ]}
      />
      {tab === 'discussions' && <DiscussionAdminTable />}
      {tab === 'reports' && <ReportTable />}
      {tab === 'categories' && <CategoryEditor />}
    </Card>
  );
}
