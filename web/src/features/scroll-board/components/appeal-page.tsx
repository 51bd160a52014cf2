import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { JudgeStatusBadge } from '../../../components/ui/judge-status-badge';
import { describeApiError } from '../../../lib/api-error-message';
import { useResource } from '../../../lib/use-resource';
import { getAppealView, type AppealView } from '../api/appeal';

const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
};

/** "4:12" or "4:12:30" into seconds; null when it is not a time. */
export const parseContestTime = (text: string): number | null => {
  const parts = text.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const [h, m, s = 0] = parts.map(Number) as [number, number, number?];
  if (m > 59 || s > 59) return null;
  return h * 3600 + m * 60 + s;
};

/**
 * Appeals: what one team saw at one moment of the contest (its board, its verdicts, the
 * announcements and answers it had), for the contest's admins.
 */
export function AppealPage({ cid, startTime }: { cid: number; startTime: string }) {
  const { _ } = useLingui();
  const [form, setForm] = useState({ username: '', time: '' });
  const [query, setQuery] = useState<{ username: string; atTime: number } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const view = useResource(JSON.stringify(query), (signal) =>
    query ? getAppealView({ cid, ...query }, signal) : Promise.resolve(null),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const atTime = parseContestTime(form.time);
    setInvalid(atTime === null);
    if (atTime !== null && form.username.trim() !== '')
      setQuery({ username: form.username.trim(), atTime });
  };
  return (
    <div className="space-y-4 p-4" data-testid="appeal-view">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-slate-600">
          {_('appeal.team')}
          <input
            className="h-9 w-48 rounded-md border border-slate-300 px-2 text-sm"
            value={form.username}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
            name="username"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-600">
          {_('appeal.time')}
          <input
            className="h-9 w-28 rounded-md border border-slate-300 px-2 font-mono text-sm"
            placeholder="4:12"
            value={form.time}
            onChange={(e) => setForm({ ...form, time: e.target.value })}
            name="time"
            aria-invalid={invalid}
          />
        </label>
        <Button type="submit">{_('appeal.show')}</Button>
        {invalid && (
          <p role="alert" className="w-full text-sm text-red-600">
            {_('appeal.bad-time')}
          </p>
        )}
      </form>
      {view.failed && <EmptyState title={describeApiError(view.error)} icon="alert" />}
      {view.data && <AppealBody view={view.data} startTime={Date.parse(startTime)} />}
    </div>
  );
}

function AppealBody({ view, startTime }: { view: AppealView; startTime: number }) {
  const { _ } = useLingui();
  const since = (iso: string) => clock((Date.parse(iso) - startTime) / 1000);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="overflow-x-auto">
        <h3 className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-700">
          {_('appeal.board')} · {clock(view.atTime)}
          {view.board.sealed ? ` · ${_('appeal.sealed')}` : ''}
        </h3>
        <table className="w-full text-sm">
          <tbody>
            {view.board.records.map((r) => (
              <tr
                key={r.uid}
                className={
                  r.uid === view.uid ? 'bg-amber-50 font-semibold' : 'border-t border-slate-100'
                }
              >
                <td className="w-12 px-3 py-1.5 text-center">{r.rank === -1 ? '*' : r.rank}</td>
                <td className="px-3 py-1.5">{r.rankShowName}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{r.ac}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {Math.floor(r.totalTime / 60)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className="space-y-4">
        <Card>
          <h3 className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-700">
            {_('appeal.submissions')}
          </h3>
          {view.submissions.length === 0 && (
            <p className="px-4 py-3 text-sm text-slate-500">{_('appeal.none')}</p>
          )}
          <ul className="divide-y divide-slate-100 text-sm">
            {view.submissions.map((s) => (
              <li key={s.submitId} className="flex items-center gap-3 px-4 py-1.5">
                <span className="w-16 font-mono text-slate-500">{since(s.submitTime)}</span>
                <span className="w-8 font-semibold">{s.displayId}</span>
                <JudgeStatusBadge status={s.status} />
                <span className="ml-auto text-xs text-slate-400">#{s.submitId}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h3 className="border-b border-slate-100 px-4 py-2 text-sm font-semibold text-slate-700">
            {_('appeal.announcements')}
          </h3>
          {view.announcements.length === 0 && view.questions.length === 0 && (
            <p className="px-4 py-3 text-sm text-slate-500">{_('appeal.none')}</p>
          )}
          <ul className="divide-y divide-slate-100 text-sm">
            {view.announcements.map((a) => (
              <li key={`a${a.id}`} className="px-4 py-2">
                <span className="font-mono text-slate-500">{since(a.createdAt)}</span>{' '}
                <span className="font-semibold">{a.title}</span>
              </li>
            ))}
            {view.questions.map((q) => (
              <li key={`q${q.id}`} className="px-4 py-2">
                <p>
                  <span className="font-mono text-slate-500">{since(q.createdAt)}</span> {q.content}
                </p>
                {q.answers.map((a) => (
                  <p key={a.id} className="mt-1 border-l-2 border-sky-200 pl-2 text-slate-600">
                    {a.fromName}: {a.content}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
