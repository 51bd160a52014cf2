import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useResource } from '../../../lib/use-resource';
import { getCategories } from '../api/categories';
import { getTraining } from '../api/trainings';
import type { TrainingCategory } from '../api/types';
import { emptyTrainingForm, fromDto } from '../training-form-model';
import { TrainingFormView } from './training-form-view';

function Loading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-6 text-primary-500" />
    </div>
  );
}

function EditTraining({ tid, categories }: { tid: number; categories: TrainingCategory[] }) {
  const { _ } = useLingui();
  const dto = useResource(`admin-training:${tid}`, (signal) => getTraining(tid, signal));
  if (dto.data)
    return (
      <TrainingFormView
        initial={fromDto(dto.data)}
        categories={categories}
        existing={{ ...dto.data.training, id: tid, author: dto.data.training.author ?? '' }}
      />
    );
  if (dto.failed) return <EmptyState title={_('admin-trainings.load-failed')} icon="alert" />;
  return <Loading />;
}

/**
 * /admin/training/create (no id) and /admin/training/:trainingId/edit. Spec 3 section 5: with
 * no category yet the admin is told so and sent to the category page.
 */
export function TrainingFormPage({ trainingId }: { trainingId?: string | undefined }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const tid = trainingId === undefined ? undefined : Number(trainingId);
  const categories = useResource('admin-training-categories', (signal) => getCategories(signal));
  const list = categories.data;
  const none = list !== undefined && list.length === 0;
  useEffect(() => {
    if (!none) return;
    toast.warning(_('admin-trainings.no-category'));
    void navigate('/admin/training/category', { replace: true });
  }, [none, navigate, _]);

  const heading = _(tid === undefined ? 'admin-trainings.create' : 'admin-trainings.edit');
  let body;
  if (tid !== undefined && !(Number.isInteger(tid) && tid > 0))
    body = <EmptyState title={_('admin-trainings.load-failed')} icon="alert" />;
  else if (categories.failed)
    body = <EmptyState title={_('admin-trainings.load-failed')} icon="alert" />;
  else if (!list || none) body = <Loading />;
  else if (tid === undefined)
    body = <TrainingFormView initial={emptyTrainingForm(list[0]?.id ?? null)} categories={list} />;
  else body = <EditTraining tid={tid} categories={list} />;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{heading}</h1>
        <div className="flex gap-3 text-sm">
          {tid !== undefined && (
            <Link
              to={`/admin/training/${tid}/problems`}
              className="inline-flex items-center gap-1 text-primary-600 hover:underline"
            >
              <Icon name="list" className="size-4" />
              {_('admin-trainings.tab-problems')}
            </Link>
          )}
          <Link
            to="/admin/training"
            className="inline-flex items-center gap-1 text-slate-600 hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            {_('admin-trainings.back-to-list')}
          </Link>
        </div>
      </div>
      {body}
    </div>
  );
}
