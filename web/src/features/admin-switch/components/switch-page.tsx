import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { isSuperAdminAtom } from '../../../lib/session';
import { getSwitchConfig, saveSwitchConfig, type SwitchConfig } from '../api/switch-config';

type Flag = {
  [K in keyof SwitchConfig]: SwitchConfig[K] extends boolean ? K : never;
}[keyof SwitchConfig];
type Count = Exclude<keyof SwitchConfig, Flag>;

const flags: [Flag, string][] = [
  ['openPublicJudge', 'admin.switch.public-judge'],
  ['openContestJudge', 'admin.switch.contest-judge'],
  ['openGroupJudge', 'admin.switch.group-judge'],
  ['hideNonContestSubmissionCode', 'admin.switch.hide-code'],
  ['openPublicDiscussion', 'admin.config.web.public-discussion'],
  ['openGroupDiscussion', 'admin.config.web.group-discussion'],
  ['openContestComment', 'admin.config.web.contest-comment'],
];
const counts: [Count, string][] = [
  ['defaultSubmitInterval', 'admin.switch.submit-interval'],
  ['defaultCreateGroupDailyLimit', 'admin.switch.group-daily'],
  ['defaultCreateGroupLimit', 'admin.switch.group-limit'],
  ['defaultCreateGroupACInitValue', 'admin.switch.group-ac'],
  ['defaultCreateDiscussionDailyLimit', 'admin.switch.discussion-daily'],
  ['defaultCreateDiscussionACInitValue', 'admin.switch.discussion-ac'],
  ['defaultCreateCommentACInitValue', 'admin.switch.comment-ac'],
];

/** /admin/switch: judging and community switches with their limits (super admin only). */
export function SwitchPage() {
  const { _ } = useLingui();
  const root = useAtomValue(isSuperAdminAtom);
  const [form, setForm] = useState<SwitchConfig | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (root) getSwitchConfig().then(setForm, () => undefined);
  }, [root]);

  const save = async () => {
    if (!form) return;
    setSaving(true);
    try {
      await saveSwitchConfig(form);
      toast.success(_('admin.config.saved'));
    } catch (error) {
      toast.error(describeApiError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.switch')}</h1>
        <p className="mt-1 text-sm text-slate-500">{_('admin.switch.intro')}</p>
      </div>
      {!root ? (
        <Card>
          <EmptyState title={_('admin.config.root-only')} icon="shield" />
        </Card>
      ) : (
        form && (
          <Card className="space-y-5 p-4 sm:p-6">
            <div className="grid gap-3 md:grid-cols-2">
              {flags.map(([key, label]) => (
                <div
                  key={key}
                  className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 px-3 py-2.5"
                >
                  <span className="text-sm font-medium text-slate-700">{_(label)}</span>
                  <Switch
                    label={_(label)}
                    checked={form[key]}
                    onChange={(v) => setForm({ ...form, [key]: v })}
                  />
                </div>
              ))}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {counts.map(([key, label]) => (
                <label key={key} className="block space-y-1">
                  <span className="block text-sm font-medium text-slate-700">{_(label)}</span>
                  <input
                    type="number"
                    min={0}
                    inputMode="numeric"
                    value={String(form[key])}
                    onChange={(e) => setForm({ ...form, [key]: Number(e.target.value) })}
                    className="h-10 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none"
                  />
                </label>
              ))}
            </div>
            <div className="flex justify-end">
              <Button loading={saving} onClick={() => void save()}>
                {_('admin.config.save')}
              </Button>
            </div>
          </Card>
        )
      )}
    </div>
  );
}
