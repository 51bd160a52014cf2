import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useResource } from '../../../lib/use-resource';
import { getCategories } from '../api/categories';
import { getTraining } from '../api/trainings';
import type { TrainingCategory } from '../api/types';
import { emptyTrainingForm, fromDto } from '../training-form-model';
import { adminTrainingPaths } from '../training-paths';
import { TrainingFormView } from './training-form-view';

function Loading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-6 text-primary-500" />
    </div>
  );
}

interface EditProps {
  tid: number;
  categories: TrainingCategory[];
  gid: number | undefined;
}

function EditTraining({ tid, categories, gid }: EditProps) {
  const { _ } = useLingui();
  const dto = useResource(`admin-training:${gid ?? ''}:${tid}`, (signal) =>
    getTraining(tid, signal, gid),
  );
  if (dto.data) {
    // A group's own category (made through HOJ's API by name) is not in the site's list.
    const own = dto.data.trainingCategory;
    const withOwn =
      own.id && own.name && !categories.some((c) => c.id === own.id)
        ? [...categories, { id: own.id, name: own.name, color: own.color ?? '' }]
        : categories;
    return (
      <TrainingFormView
        initial={fromDto(dto.data)}
        categories={withOwn}
        existing={{ ...dto.data.training, id: tid, author: dto.data.training.author ?? '' }}
        {...(gid === undefined ? {} : { gid })}
      />
    );
  }
  if (dto.failed) return <EmptyState title={_('admin-trainings.load-failed')} icon="alert" />;
  return <Loading />;
}

export interface TrainingFormPageProps {
  trainingId?: string | undefined;
  /** A group's training (/group/:gid/training/create and .../:trainingID/edit). */
  gid?: number;
}

/**
 * /admin/training/create (no id) and /admin/training/:trainingId/edit, or a group's. Spec 3
 * section 5: with no category yet the admin is told so and sent to the category page; a group's
 * admin, who cannot make categories, is told to ask the site's.
 */
export function TrainingFormPage({ trainingId, gid }: TrainingFormPageProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const paths = adminTrainingPaths(gid);
  const tid = trainingId === undefined ? undefined : Number(trainingId);
  const categories = useResource('admin-training-categories', (signal) => getCategories(signal));
  const list = categories.data;
  const none = list !== undefined && list.length === 0;
  const inGroup = gid !== undefined;
  useEffect(() => {
    if (!none || inGroup) return;
    toast.warning(_('admin-trainings.no-category'));
    void navigate('/admin/training/category', { replace: true });
  }, [none, inGroup, navigate, _]);

  const heading = _(tid === undefined ? 'admin-trainings.create' : 'admin-trainings.edit');
  let body;
  if (tid !== undefined && !(Number.isInteger(tid) && tid > 0))
    body = <EmptyState title={_('admin-trainings.load-failed')} icon="alert" />;
  else if (categories.failed)
    body = <EmptyState title={_('admin-trainings.load-failed')} icon="alert" />;
  else if (none && inGroup)
    body = <EmptyState title={_('group-trainings.no-category')} icon="tag" />;
  else if (!list || none) body = <Loading />;
  else if (tid === undefined)
    body = (
      <TrainingFormView
        initial={emptyTrainingForm(list[0]?.id ?? null)}
        categories={list}
        {...(inGroup ? { gid } : {})}
      />
    );
  else body = <EditTraining tid={tid} categories={list} gid={gid} />;

  return (
    <div className={cn('space-y-4', inGroup ? 'px-3 py-4 sm:px-6' : 'mx-auto max-w-6xl')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className={cn('font-semibold text-slate-900', inGroup ? 'text-lg' : 'text-xl')}>
          {heading}
        </h1>
        <div className="flex gap-3 text-sm">
          {tid !== undefined && (
            <Link
              to={paths.problems(tid)}
              className="inline-flex items-center gap-1 text-primary-600 hover:underline"
            >
              <Icon name="list" className="size-4" />
              {_('admin-trainings.tab-problems')}
            </Link>
          )}
          <Link
            to={paths.list}
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
