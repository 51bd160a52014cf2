import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formBackPath, useProblemForm, type FormTarget } from '../hooks/use-problem-form';
import type { ProblemForm } from '../problem-form-model';
import { BasicSection } from './basic-section';
import { JudgeSection } from './judge-section';
import { LanguagesSection, LimitsSection } from './limits-languages-section';
import { StatementSection } from './statement-section';
import { TestDataSection } from './test-data-section';

/** The whole problem form, its problems above the buttons, and save / cancel. */
export function ProblemFormView({ initial, target }: { initial: ProblemForm; target: FormTarget }) {
  const { _ } = useLingui();
  const s = useProblemForm(initial, target);
  const back = formBackPath(target);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void s.save();
      }}
    >
      <BasicSection s={s} />
      <StatementSection s={s} />
      <LimitsSection s={s} />
      <JudgeSection s={s} />
      <TestDataSection s={s} />
      <LanguagesSection s={s} />
      <div className="sticky bottom-0 z-10 -mx-1 space-y-2 border-t border-slate-200 bg-slate-50/95 px-1 py-3 backdrop-blur">
        {s.alert && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {s.alert}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Link
            to={back}
            className="inline-flex h-10 items-center rounded-lg px-4 text-sm text-slate-600 hover:bg-slate-100"
          >
            {_('admin-problems.cancel')}
          </Link>
          <Button type="submit" loading={s.saving}>
            {_('admin-problems.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
