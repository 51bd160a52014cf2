import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { Pagination } from '../../../components/ui/pagination';
import { SearchForm } from '../../../components/ui/search-form';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { isLoggedInAtom, openAuthDialogAtom } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useResource } from '../../../lib/use-resource';
import { getDiscussionCategories, getDiscussionList } from '../api/discussions';
import {
  DISCUSSION_PAGE_SIZE,
  discussionQueryFromParams,
  discussionQueryToParams,
  pinnedFirst,
  withFilter,
  type DiscussionListQuery,
} from '../discussion-query';
import { CategorySidebar } from './category-sidebar';
import { DiscussionFormDialog } from './discussion-form-dialog';
import { DiscussionItem } from './discussion-item';

/** /discussion and /discussion/:problemID: categories, filters in the URL, 10 a page. */
export function DiscussionListPage() {
  const { _ } = useLingui();
  const { problemID = null } = useParams();
  const phone = useMediaQuery(PHONE_QUERY);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const [params, setParams] = useSearchParams();
  const query = discussionQueryFromParams(params);
  const key = discussionQueryToParams(query).toString();
  const list = useResource(`discussions:${problemID ?? ''}:${key}:${loggedIn}`, (signal) =>
    getDiscussionList(query, problemID, signal),
  );
  const categories = useResource('discussion-categories', (signal) =>
    getDiscussionCategories(signal),
  );
  const [keyword, setKeyword] = useState(query.keyword);
  const [creating, setCreating] = useState(false);
  const go = (next: DiscussionListQuery) => setParams(discussionQueryToParams(next));
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const page = list.data;
  return (
    <PageContainer>
      <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <Card className="p-2 md:self-start">
          <CategorySidebar
            categories={categories.data ?? []}
            selected={query.categoryId}
            onSelect={(categoryId) => go(withFilter(query, { categoryId }))}
          />
        </Card>
        <Card className="min-w-0 overflow-hidden">
          <div className="space-y-3 border-b border-slate-100 px-4 py-4 sm:px-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h1 className="text-xl font-semibold text-slate-900">
                {problemID
                  ? _('discussions.problem-title', { pid: problemID })
                  : _('discussions.title')}
              </h1>
              <Button
                size="sm"
                onClick={() => (loggedIn ? setCreating(true) : openAuthDialog('login'))}
              >
                <Icon name="plus" className="size-4" />
                {_('discussions.create')}
              </Button>
            </div>
            {problemID && (
              <Link
                to={`/problem/${encodeURIComponent(problemID)}`}
                className="text-sm text-primary-600 hover:underline"
              >
                {_('discussions.back-to-problem')}
              </Link>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <SearchForm
                value={keyword}
                onValueChange={setKeyword}
                onSearch={() => go(withFilter(query, { keyword }))}
                label={_('discussions.search')}
                buttonLabel={_('discussions.search-button')}
                className="min-w-0 flex-1"
              />
              {loggedIn && (
                <label className="flex items-center gap-2 text-sm text-slate-600">
                  <Switch
                    checked={query.onlyMine}
                    label={_('discussions.only-mine')}
                    onChange={(onlyMine) => go(withFilter(query, { onlyMine }))}
                  />
                  {_('discussions.only-mine')}
                </label>
              )}
            </div>
          </div>
          {list.failed && !list.loading ? (
            <EmptyState title={_('discussions.load-failed')} icon="alert">
              <Button variant="secondary" size="sm" onClick={list.reload}>
                {_('common.refresh')}
              </Button>
            </EmptyState>
          ) : !page ? (
            <div className="flex justify-center py-20 text-slate-400">
              <Spinner className="size-6" />
              <span className="sr-only">{_('common.loading')}</span>
            </div>
          ) : page.records.length === 0 ? (
            <EmptyState title={_('discussions.none')} />
          ) : (
            <ul className="divide-y divide-slate-100" aria-busy={list.loading}>
              {pinnedFirst(page.records).map((item) => (
                <DiscussionItem
                  key={item.id}
                  item={item}
                  category={item.categoryName ?? names.get(item.categoryId)}
                />
              ))}
            </ul>
          )}
          {page && page.total > 0 && (
            <Pagination
              className="border-t border-slate-100 px-4 py-3"
              total={page.total}
              page={query.currentPage}
              pageSize={DISCUSSION_PAGE_SIZE}
              small={phone}
              onPageChange={(currentPage) => go({ ...query, currentPage })}
            />
          )}
        </Card>
      </div>
      {creating && (
        <DiscussionFormDialog
          categories={categories.data ?? []}
          pid={problemID}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            list.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
