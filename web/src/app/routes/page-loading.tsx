import { useLingui } from '@lingui/react';
import { Spinner } from '../../components/ui/spinner';

/** Shown while a page's code is being fetched. */
export function PageLoading() {
  const { _ } = useLingui();
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-24 text-sm text-slate-500"
    >
      <Spinner className="size-5 text-primary-600" />
      {_('common.loading')}
    </div>
  );
}
