import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import {
  ChoiceGroup,
  Field,
  inputClass,
  Section,
  ToggleRow,
} from '../../../components/ui/form-parts';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import type { AdminTraining, TrainingCategory } from '../api/types';
import { useTrainingForm } from '../hooks/use-training-form';
import { RANK_MAX, type TrainingForm } from '../training-form-model';
import { adminTrainingPaths } from '../training-paths';

export interface TrainingFormViewProps {
  initial: TrainingForm;
  categories: readonly TrainingCategory[];
  /** The stored training when editing. */
  existing?: AdminTraining;
  /** A group's training: saved under /api/group, back to the group's list. */
  gid?: number;
}

/** The training form: basics, description, access and visibility. */
export function TrainingFormView({ initial, categories, existing, gid }: TrainingFormViewProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const ids = { title: useId(), rank: useId(), category: useId(), password: useId() };
  const { form, set, errors, alert, saving, save } = useTrainingForm(initial, existing, gid);
  const error = (key: keyof typeof errors) => {
    const id = errors[key];
    return id ? _(id) : undefined;
  };
  return (
    <form
      noValidate
      aria-label={_(existing ? 'admin-trainings.edit' : 'admin-trainings.create')}
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Section title={_('admin-trainings.section-basic')}>
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem_16rem]">
          <Field label={_('admin-trainings.title')} htmlFor={ids.title} error={error('title')}>
            <input
              id={ids.title}
              className={inputClass}
              value={form.title}
              maxLength={255}
              aria-invalid={errors.title ? true : undefined}
              onChange={(e) => set('title', e.target.value)}
            />
          </Field>
          <Field
            label={_('admin-trainings.rank')}
            htmlFor={ids.rank}
            hint={_('admin-trainings.rank-hint')}
            error={error('rank')}
          >
            <input
              id={ids.rank}
              className={inputClass}
              type="number"
              inputMode="numeric"
              min={0}
              max={RANK_MAX}
              value={form.rank}
              aria-invalid={errors.rank ? true : undefined}
              onChange={(e) => set('rank', e.target.value)}
            />
          </Field>
          <Field
            label={_('admin-trainings.category')}
            htmlFor={ids.category}
            error={error('categoryId')}
          >
            <div className="flex gap-2">
              <select
                id={ids.category}
                className={inputClass}
                value={form.categoryId ?? ''}
                aria-invalid={errors.categoryId ? true : undefined}
                onChange={(e) =>
                  set('categoryId', e.target.value === '' ? null : Number(e.target.value))
                }
              >
                <option value="">{_('admin-trainings.category-pick')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              {/* Categories are the site's: a group's admins choose among them. */}
              {gid === undefined && (
                <Link
                  to="/admin/training/category"
                  className="inline-flex h-10 shrink-0 items-center text-sm text-primary-600 hover:underline"
                >
                  {_('admin-trainings.manage')}
                </Link>
              )}
            </div>
          </Field>
        </div>
        <MarkdownEditor
          label={_('admin-trainings.description')}
          value={form.description}
          onChange={(v) => set('description', v)}
          placeholder={_('admin-trainings.description-placeholder')}
          heightClass="h-56 md:h-72"
          error={error('description')}
        />
      </Section>
      <Section title={_('admin-trainings.section-access')}>
        <div className="grid gap-4 md:grid-cols-2">
          <ChoiceGroup
            label={_('admin-trainings.auth')}
            value={form.auth}
            options={[
              { value: 'Public', label: _('admin-trainings.auth-public') },
              { value: 'Private', label: _('admin-trainings.auth-private') },
            ]}
            onChange={(auth) => set('auth', auth)}
          />
          {form.auth === 'Private' && (
            <Field
              label={_('admin-trainings.password')}
              htmlFor={ids.password}
              hint={_('admin-trainings.password-hint')}
              error={error('privatePwd')}
            >
              <input
                id={ids.password}
                className={inputClass}
                autoComplete="off"
                value={form.privatePwd}
                maxLength={255}
                aria-invalid={errors.privatePwd ? true : undefined}
                onChange={(e) => set('privatePwd', e.target.value)}
              />
            </Field>
          )}
        </div>
        <ToggleRow
          label={_('admin-trainings.visible')}
          hint={_('admin-trainings.visible-hint')}
          checked={form.status}
          onChange={(status) => set('status', status)}
        />
      </Section>
      <div className="sticky bottom-0 z-10 -mx-3 space-y-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <FormAlert message={alert} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => void navigate(adminTrainingPaths(gid).list)}>
            {_('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {_(existing ? 'common.save' : 'admin-trainings.create-submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
