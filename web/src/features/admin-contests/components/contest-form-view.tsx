import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-dialog';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import type { ContestForm } from '../contest-form-model';
import { useContestForm } from '../hooks/use-contest-form';
import { AccessSection } from './access-section';
import { AwardSection } from './award-editor';
import { Field, inputClass, Section } from '../../../components/ui/form-parts';
import { RankSection } from './rank-section';
import { ScheduleSection } from './schedule-section';

/** The whole contest form: sections side by side on wide screens, stacked on phones. */
export function ContestFormView({ initial, cid }: { initial: ContestForm; cid?: number }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const titleId = useId();
  const state = useContestForm(initial, cid);
  const { form, set, errors } = state;
  const props = { form, set, errors };
  return (
    <form
      noValidate
      aria-label={_(cid === undefined ? 'admin-contests.create' : 'admin-contests.edit')}
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void state.save();
      }}
    >
      <Section title={_('admin-contests.section-basic')}>
        <Field
          label={_('admin-contests.title')}
          htmlFor={titleId}
          error={errors.title ? _(errors.title) : undefined}
        >
          <input
            id={titleId}
            className={inputClass}
            value={form.title}
            maxLength={255}
            aria-invalid={errors.title ? true : undefined}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <MarkdownEditor
          label={_('admin-contests.description')}
          value={form.description}
          onChange={(v) => set('description', v)}
          placeholder={_('admin-contests.description-placeholder')}
          heightClass="h-56 md:h-64"
          error={errors.description ? _(errors.description) : undefined}
        />
      </Section>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <ScheduleSection {...props} />
          <AccessSection {...props} />
        </div>
        <div className="space-y-4">
          <RankSection {...props} />
          <AwardSection {...props} />
        </div>
      </div>
      <div className="sticky bottom-0 z-10 -mx-3 space-y-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <FormAlert message={state.alert} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => void navigate('/admin/contest')}>
            {_('common.cancel')}
          </Button>
          <Button type="submit" loading={state.saving}>
            {_(cid === undefined ? 'admin-contests.create-submit' : 'common.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
