import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import { isSuperAdminAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { getMailOutbox, type OutboxMail, type OutboxPage } from '../api/get-mail-outbox';
import { MailPreviewDialog } from './mail-preview-dialog';

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** /admin/mail-outbox: what the site mailed while no SMTP server was set (super admin only). */
export function MailOutboxPage() {
  const { _ } = useLingui();
  const isRoot = useAtomValue(isSuperAdminAtom);
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('currentPage'), 1);
  const limit = positive(params.get('limit'), 15);
  const recipient = params.get('recipient') ?? '';
  const [search, setSearch] = useState(recipient);
  const [data, setData] = useState<OutboxPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<OutboxMail | null>(null);

  useEffect(() => {
    if (!isRoot) return undefined;
    const controller = new AbortController();
    // Loading flags follow the request this effect starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoading(true);
    getMailOutbox({ currentPage: page, limit, recipient }, controller.signal).then(
      (answer) => {
        setData(answer);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [isRoot, page, limit, recipient, version]);

  const update = (changes: Record<string, string | number>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
      return next;
    });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ recipient: search.trim(), currentPage: 1 });
  };

  const columns: Column<OutboxMail>[] = [
    {
      key: 'time',
      header: _('admin.mail.time'),
      cell: (m) => formatDateTime(m.createdAt),
      className: 'w-44 whitespace-nowrap',
    },
    { key: 'to', header: _('admin.mail.to'), cell: (m) => m.recipient, className: 'break-all' },
    { key: 'subject', header: _('admin.mail.subject'), cell: (m) => m.subject },
  ];
  const card = (m: OutboxMail) => (
    <button type="button" className="w-full text-left" onClick={() => setOpen(m)}>
      <p className="font-medium break-words text-slate-800">{m.subject}</p>
      <p className="mt-1 text-sm break-all text-slate-500">{m.recipient}</p>
      <p className="text-xs text-slate-400">{formatDateTime(m.createdAt)}</p>
    </button>
  );

  if (!isRoot)
    return (
      <Card>
        <EmptyState icon="shield" title={_('admin.mail.root-only')} />
      </Card>
    );
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.mail-outbox')}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {data?.smtp ? _('admin.mail.intro-smtp') : _('admin.mail.intro')}
        </p>
      </div>
      <Card>
        <form onSubmit={onSearch} className="flex gap-2 border-b border-slate-100 p-3 sm:p-4">
          <input
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={_('admin.mail.search')}
            aria-label={_('admin.mail.search')}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-500 focus:outline-none sm:max-w-xs"
          />
          <Button type="submit" variant="secondary" size="sm" className="h-9">
            <Icon name="search" className="size-4" />
            <span className="hidden sm:inline">{_('admin.mail.search-button')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto h-9"
            onClick={() => setVersion((v) => v + 1)}
          >
            <Icon name="refresh" className="size-4" />
            <span className="hidden sm:inline">{_('common.refresh')}</span>
          </Button>
        </form>
        {failed && !data ? (
          <EmptyState title={_('error.load-failed')} />
        ) : (
          <DataTable
            columns={columns}
            rows={data?.records ?? []}
            rowKey={(m) => m.id}
            empty={_('admin.mail.empty')}
            loading={loading}
            card={card}
            onRowClick={setOpen}
            caption={_('admin.nav.mail-outbox')}
          />
        )}
        {data && data.total > 0 && (
          <div className="border-t border-slate-100 px-4 py-3">
            <Pagination
              total={data.total}
              page={page}
              pageSize={limit}
              small={phone}
              onPageChange={(next) => update({ currentPage: next })}
              onPageSizeChange={(size) => update({ limit: size, currentPage: 1 })}
            />
          </div>
        )}
      </Card>
      {open && <MailPreviewDialog mail={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
