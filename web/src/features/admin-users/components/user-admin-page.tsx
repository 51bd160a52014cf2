import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { UserGeneratePanel } from './user-generate-panel';
import { UserImportPanel } from './user-import-panel';
import { UserListPanel } from './user-list-panel';

type Panel = 'list' | 'import' | 'generate';

/** /admin/user: the user list, the CSV import and the account generator (tab in the URL). */
export function UserAdminPage() {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const panel: Panel = tab === 'import' || tab === 'generate' ? tab : 'list';
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.users')}</h1>
        <p className="mt-1 text-sm text-slate-500">{_('admin-users.intro')}</p>
      </div>
      <Tabs
        label={_('admin.nav.users')}
        value={panel}
        onChange={(next) => setParams(next === 'list' ? {} : { tab: next })}
        items={[
          { key: 'list', label: _('admin-users.tab.list') },
          { key: 'import', label: _('admin-users.tab.import') },
          { key: 'generate', label: _('admin-users.tab.generate') },
        ]}
      />
      {panel === 'list' && <UserListPanel />}
      {panel === 'import' && <UserImportPanel />}
      {panel === 'generate' && <UserGeneratePanel />}
    </div>
  );
}
