import { useLingui } from '@lingui/react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { Pagination } from '../../../components/ui/pagination';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { PAGE_SIZE } from '../api/get-messages';
import { tabOfSegment, type BoxTab } from '../boxes';
import { MessageList } from './message-list';
import { MessageNav } from './message-nav';
import { useCleaning } from '../hooks/use-cleaning';
import { useMessagePage } from '../hooks/use-message-page';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** /message/{discuss,reply,like,sys,mine}: the box menu and one page of the chosen box. */
export function MessageCenterPage() {
  const { box: segment } = useParams();
  const tab = tabOfSegment(segment);
  if (!tab) return <Navigate to="/message/discuss" replace />;
  return <MessageBoxPage key={tab.box} tab={tab} />;
}

function MessageBoxPage({ tab }: { tab: BoxTab }) {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('currentPage'));
  const { items, reload } = useMessagePage(tab.box, page);
  const total = items?.page.total ?? 0;
  const goTo = (target: number) => setParams(target > 1 ? { currentPage: String(target) } : {});
  const clean = useCleaning(tab.box, (all) => {
    // A page emptied by the clean steps back (to the first page after "clear all").
    if (page > 1 && (all || items?.page.records.length === 1)) goTo(all ? 1 : page - 1);
    else reload();
  });
  const all = clean.cleaning !== null && 'all' in clean.cleaning;

  return (
    <PageContainer className="max-w-5xl">
      <h1 className="mb-4 text-xl font-semibold text-slate-900">{_('messages.title')}</h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="md:sticky md:top-20 md:self-start">
          <MessageNav />
        </div>
        <Card className="min-h-64 overflow-hidden">
          <div className="flex min-h-14 items-center justify-between gap-3 border-b border-slate-100 px-4 py-2 sm:px-5">
            <h2 className="font-semibold text-slate-800">{_(tab.labelId)}</h2>
            {total > 0 && (
              <Button variant="ghost" size="sm" onClick={() => clean.setCleaning({ all: true })}>
                <Icon name="trash" className="size-4" />
                {_('messages.clean-all')}
              </Button>
            )}
          </div>
          <MessageList items={items} icon={tab.icon} onClean={(id) => clean.setCleaning({ id })} />
          {total > PAGE_SIZE[tab.box] && (
            <Pagination
              className="border-t border-slate-100 px-4 py-3"
              total={total}
              page={page}
              pageSize={PAGE_SIZE[tab.box]}
              onPageChange={goTo}
              small={phone}
            />
          )}
        </Card>
      </div>
      <ConfirmDialog
        open={clean.cleaning !== null}
        onOpenChange={(open) => !open && clean.setCleaning(null)}
        title={_(all ? 'messages.clean-all' : 'messages.clean-one')}
        message={_(all ? 'messages.clean-all-confirm' : 'messages.clean-one-confirm')}
        confirmLabel={_('messages.clean-confirm')}
        danger
        loading={clean.busy}
        onConfirm={() => void clean.confirm()}
      />
    </PageContainer>
  );
}
