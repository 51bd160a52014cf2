import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import type { IconName } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';

export interface PlaceholderPageProps {
  /** Lingui message id of the page name. */
  titleId: string;
  /** A line under the title (the user name on /user-home, for instance). */
  subtitle?: ReactNode;
  icon?: IconName;
}

/** A titled card with an empty state, standing in for a page another issue builds. */
export function PlaceholderPage({ titleId, subtitle, icon }: PlaceholderPageProps) {
  const { _ } = useLingui();
  return (
    <PageContainer>
      <Card>
        <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
          <h1 className="text-xl font-semibold text-slate-900">{_(titleId)}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
        </div>
        <EmptyState title={_('common.empty')} {...(icon ? { icon } : {})} />
      </Card>
    </PageContainer>
  );
}
