import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { saveContestProblem } from '../api/contest-problem';
import { saveGroupProblem } from '../api/group-problems';
import { toGroupProblemBody } from '../group-problem-form';
import { compileChecker, saveProblem, uploadTestCaseZip } from '../api/problems';
import {
  casesFromUpload,
  toContestProblemBody,
  toProblemBody,
  type ProblemForm,
} from '../problem-form-model';
import { checkProblem, firstError, type FormError } from '../validation';

/** Where the form saves: the problem set, or one contest (`cid`), of a group (`gid`). */
export interface FormTarget {
  pid?: number | undefined;
  cid?: number | undefined;
  gid?: number | undefined;
  /** A group's own problem (`gid` without `cid`): its short name, shown before the display id. */
  shortName?: string | undefined;
}

/** The page a saved (or cancelled) form goes back to. */
export const formBackPath = (target: FormTarget) =>
  target.cid === undefined
    ? target.gid === undefined
      ? '/admin/problems'
      : `/group/${target.gid}/problem/admin`
    : target.gid === undefined
      ? `/admin/contest/${target.cid}/problems`
      : `/group/${target.gid}/contest/${target.cid}/problems`;

/**
 * The problem form's state, its checker compile, zip upload and save: client checks first
 * (shown once a save was tried), then the server, whose refusal is shown above the buttons.
 */
export function useProblemForm(initial: ProblemForm, target: FormTarget) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const [compile, setCompile] = useState<{ busy: boolean; ok?: boolean; message?: string }>({
    busy: false,
  });
  const [uploading, setUploading] = useState(false);
  const editing = target.pid !== undefined;
  const contest = target.cid !== undefined;
  const errors = checkProblem(form, { editing, contest });

  const set = <K extends keyof ProblemForm>(key: K, value: ProblemForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const runCompile = async () => {
    if (form.judgeMode === 'default' || compile.busy) return;
    const code = form.spjCode;
    setCompile({ busy: true });
    try {
      const headers = Object.fromEntries(
        form.judgeExtraFiles.filter((f) => f.name.trim()).map((f) => [f.name.trim(), f.content]),
      );
      await compileChecker(form.judgeMode, code, form.spjLanguage, headers, target.gid);
      setCompile({ busy: false, ok: true, message: _('admin-problems.compiled') });
      setForm((f) => ({ ...f, compiledCode: code }));
    } catch (failure) {
      setCompile({ busy: false, ok: false, message: describeApiError(failure) });
    }
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const answer = await uploadTestCaseZip(file, form.judgeCaseMode, target.gid);
      setForm((f) => ({
        ...f,
        uploadDir: answer.fileListDir,
        cases: casesFromUpload(answer.fileList),
      }));
      toast.success(_('admin-problems.uploaded'));
    } catch (failure) {
      toast.error(`${file.name}: ${describeApiError(failure)}`);
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    if (saving) return;
    setTried(true);
    setServerError('');
    if (firstError(errors)) return;
    setSaving(true);
    try {
      if (target.cid !== undefined) {
        const body = toContestProblemBody(form, target.cid, target.pid);
        await saveContestProblem(body, editing, target.gid);
        toast.success(_(editing ? 'admin-problems.saved' : 'admin-problems.created'));
        await navigate(formBackPath(target));
      } else {
        if (target.gid === undefined) await saveProblem(toProblemBody(form, target.pid), editing);
        else await saveGroupProblem(toGroupProblemBody(form, target.gid, target.pid), editing);
        toast.success(_(editing ? 'admin-problems.saved' : 'admin-problems.created'));
        await navigate(formBackPath(target));
      }
    } catch (failure) {
      setServerError(describeApiError(failure));
    } finally {
      setSaving(false);
    }
  };

  const shown = tried ? errors : {};
  const first = firstError(shown);
  const say = (e: FormError | undefined) => (e ? _(e.id, e.values) : undefined);
  return {
    form,
    set,
    setForm,
    /** The translated problem of each field, once a save was tried. */
    error: (key: keyof typeof errors) => say(shown[key]),
    alert: serverError || say(first) || '',
    editing,
    contest,
    /** A group's own problem: its group and the short name before the display id. */
    group:
      target.cid === undefined && target.gid !== undefined
        ? { gid: target.gid, shortName: target.shortName ?? '' }
        : null,
    saving,
    save,
    compile,
    runCompile,
    uploading,
    upload,
  };
}
export type ProblemFormState = ReturnType<typeof useProblemForm>;
