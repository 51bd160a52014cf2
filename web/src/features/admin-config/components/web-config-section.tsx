import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { reloadWebsiteConfigAtom } from '../../../lib/website-config';
import {
  getDiscussionSwitches,
  getWebConfig,
  setDiscussionSwitches,
  setWebConfig,
  type DiscussionSwitches,
  type WebConfig,
} from '../api/system-config';
import { ConfigSection, LabeledInput, LabeledSwitch } from './config-fields';

type Form = WebConfig & DiscussionSwitches;
const textFields = [
  ['name', 'admin.config.web.name'],
  ['shortName', 'admin.config.web.short-name'],
  ['baseUrl', 'admin.config.web.base-url'],
  ['recordName', 'admin.config.web.record-name'],
  ['recordUrl', 'admin.config.web.record-url'],
  ['projectName', 'admin.config.web.project-name'],
  ['projectUrl', 'admin.config.web.project-url'],
] as const;
const switches = [
  ['register', 'admin.config.web.register'],
  ['openPublicDiscussion', 'admin.config.web.public-discussion'],
  ['openGroupDiscussion', 'admin.config.web.group-discussion'],
  ['openContestComment', 'admin.config.web.contest-comment'],
] as const;

/** The site's names, links, sign-up and discussion switches (HOJ's web config). */
export function WebConfigSection() {
  const { _ } = useLingui();
  const reloadSiteConfig = useSetAtom(reloadWebsiteConfigAtom);
  const [form, setForm] = useState<Form | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    Promise.all([getWebConfig(), getDiscussionSwitches()]).then(
      ([web, s]) =>
        setForm({
          ...web,
          openPublicDiscussion: s.openPublicDiscussion,
          openGroupDiscussion: s.openGroupDiscussion,
          openContestComment: s.openContestComment,
        }),
      () => undefined,
    );
  }, []);
  if (!form) return null;
  const set = (changes: Partial<Form>) => setForm({ ...form, ...changes });

  const save = async () => {
    if (!form.name.trim() || !form.shortName.trim()) {
      toast.error(_('admin.config.web.names-required'));
      return;
    }
    setSaving(true);
    try {
      const { openPublicDiscussion, openGroupDiscussion, openContestComment, ...web } = form;
      await setWebConfig(web);
      await setDiscussionSwitches({
        openPublicDiscussion,
        openGroupDiscussion,
        openContestComment,
      });
      toast.success(_('admin.config.saved'));
      void reloadSiteConfig();
    } catch (error) {
      toast.error(describeApiError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ConfigSection
      title={_('admin.config.web.title')}
      icon={<Icon name="globe" className="size-5 text-primary-600" />}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {textFields.map(([key, label]) => (
          <LabeledInput
            key={key}
            label={_(label)}
            value={form[key]}
            onChange={(e) => set({ [key]: e.target.value })}
          />
        ))}
        <div className="space-y-1 md:col-span-2">
          <label htmlFor="web-description" className="block text-sm font-medium text-slate-700">
            {_('admin.config.web.description')}
          </label>
          <textarea
            id="web-description"
            rows={3}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none"
          />
        </div>
      </div>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {switches.map(([key, label]) => (
          <LabeledSwitch
            key={key}
            label={_(label)}
            checked={form[key]}
            onChange={(v) => set({ [key]: v })}
          />
        ))}
      </div>
      <div className="mt-4 flex justify-end">
        <Button loading={saving} onClick={() => void save()}>
          {_('admin.config.save')}
        </Button>
      </div>
    </ConfigSection>
  );
}
