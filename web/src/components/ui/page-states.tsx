import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { PageContainer } from './page-container';
import { Spinner } from './spinner';

/** A page that cannot be shown (missing, refused): the reason and a way back to its list. */
export function PageProblem({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <PageContainer>
      <Card>
        <EmptyState title={title} icon="alert">
          <Link to={backTo} className="text-sm text-primary-600 hover:underline">
            {backLabel}
          </Link>
        </EmptyState>
      </Card>
    </PageContainer>
  );
}

/** A spinner while a page's data loads. */
export function PageSpinner() {
  const { _ } = useLingui();
  return (
    <div className="flex justify-center py-16 text-slate-400">
      <Spinner className="size-6" />
      <span className="sr-only">{_('common.loading')}</span>
    </div>
  );
}
