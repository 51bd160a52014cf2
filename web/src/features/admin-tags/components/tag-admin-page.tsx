import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { useTagAdmin, type TagRemoval } from '../hooks/use-tag-admin';
import { ClassificationDialog } from './classification-dialog';
import { ClassificationPanel } from './classification-panel';
import { TagDialog } from './tag-dialog';
import { TagPanel } from './tag-panel';

type Translate = (id: string, values?: Record<string, unknown>) => string;

const removalTitle = (removal: TagRemoval | null, _: Translate) =>
  _(
    removal?.kind === 'classification'
      ? 'admin.tags.delete-classification'
      : 'admin.tags.delete-tag',
  );

const removalMessage = (removal: TagRemoval | null, _: Translate) =>
  removal
    ? _(
        removal.kind === 'classification'
          ? 'admin.tags.delete-classification-confirm'
          : 'admin.tags.delete-tag-confirm',
        { name: removal.item.name },
      )
    : '';

/** /admin/problem/tag: classifications (left) and the tags grouped by them (right). */
export function TagAdminPage() {
  const { _ } = useLingui();
  const admin = useTagAdmin();
  const { editor, setEditor, setRemoval } = admin;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.problem-tags')}</h1>
        <p className="mt-1 text-sm text-slate-500">{_('admin.tags.intro')}</p>
      </div>
      {!admin.loaded ? (
        <Card className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
          {admin.failed ? (
            <>
              {_('error.load-failed')}
              <Button variant="secondary" size="sm" onClick={admin.retry}>
                <Icon name="refresh" className="size-4" />
                {_('common.refresh')}
              </Button>
            </>
          ) : (
            <>
              <Spinner />
              {_('common.loading')}
            </>
          )}
        </Card>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 nav:grid-cols-[20rem_minmax(0,1fr)]">
          <ClassificationPanel
            classifications={admin.classifications}
            onEdit={(item) => setEditor({ kind: 'classification', item })}
            onDelete={(item) => setRemoval({ kind: 'classification', item })}
          />
          <TagPanel
            sections={admin.sections}
            tagCount={admin.tagCount}
            onAdd={(tcid) => setEditor({ kind: 'tag', item: null, tcid })}
            onEdit={(item) => setEditor({ kind: 'tag', item })}
            onDelete={(item) => setRemoval({ kind: 'tag', item })}
          />
        </div>
      )}
      {editor?.kind === 'classification' && (
        <ClassificationDialog
          editing={editor.item}
          onClose={() => setEditor(null)}
          onSaved={admin.saved}
        />
      )}
      {editor?.kind === 'tag' && (
        <TagDialog
          editing={editor.item}
          defaultTcid={editor.tcid ?? null}
          classifications={admin.classifications}
          onClose={() => setEditor(null)}
          onSaved={admin.saved}
        />
      )}
      <ConfirmDialog
        open={admin.removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={removalTitle(admin.removal, _)}
        message={removalMessage(admin.removal, _)}
        confirmLabel={_('admin.tags.delete')}
        danger
        loading={admin.removing}
        onConfirm={() => void admin.confirmRemoval()}
      />
    </div>
  );
}
