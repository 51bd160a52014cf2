import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { judgeStatusInfo, statusFilterCodes } from '../../../lib/judge-status';
import type { SubmissionFilters } from '../submission-query';

export interface SubmissionFilterBarProps {
  filters: SubmissionFilters;
  onChange: (patch: Partial<SubmissionFilters>) => void;
  onOnlyMine: (value: boolean) => void;
  onRefresh: () => void;
}

const inputClass =
  'h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none';

/** Mine/All switch, status, problem id and author filters of the status page. */
export function SubmissionFilterBar({
  filters,
  onChange,
  onOnlyMine,
  onRefresh,
}: SubmissionFilterBarProps) {
  const { _ } = useLingui();
  const [problemID, setProblemID] = useState(filters.problemID);
  const [username, setUsername] = useState(filters.username);
  const [synced, setSynced] = useState({
    problemID: filters.problemID,
    username: filters.username,
  });
  if (synced.problemID !== filters.problemID || synced.username !== filters.username) {
    setSynced({ problemID: filters.problemID, username: filters.username });
    setProblemID(filters.problemID);
    setUsername(filters.username);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const patch: Partial<SubmissionFilters> = {
      problemID: problemID.trim(),
      username: username.trim(),
    };
    if (patch.username) patch.onlyMine = false;
    onChange(patch);
  };

  const toggle = (mine: boolean) =>
    cn(
      'h-9 px-3 text-sm font-medium transition-colors',
      filters.onlyMine === mine
        ? 'bg-primary-600 text-white'
        : 'bg-white text-slate-600 hover:text-primary-600',
    );

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="flex flex-col gap-2 lg:flex-row lg:items-center"
    >
      <div className="inline-flex shrink-0 self-start overflow-hidden rounded-lg border border-slate-300">
        <button
          type="button"
          aria-pressed={!filters.onlyMine}
          className={toggle(false)}
          onClick={() => onOnlyMine(false)}
        >
          {_('submission.all')}
        </button>
        <button
          type="button"
          aria-pressed={filters.onlyMine}
          className={toggle(true)}
          onClick={() => onOnlyMine(true)}
        >
          {_('submission.mine')}
        </button>
      </div>
      <Select
        label={_('submission.col-status')}
        options={[
          { value: '', label: _('submission.status-all') },
          ...statusFilterCodes.map((code) => ({
            value: String(code),
            label: _(judgeStatusInfo(code).labelId),
          })),
        ]}
        value={filters.status === null ? '' : String(filters.status)}
        onChange={(event) =>
          onChange({ status: event.target.value === '' ? null : Number(event.target.value) })
        }
        className="lg:w-48"
      />
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-2">
        <label>
          <span className="sr-only">{_('submission.problem-id')}</span>
          <input
            value={problemID}
            onChange={(event) => setProblemID(event.target.value)}
            placeholder={_('submission.problem-id')}
            className={inputClass}
          />
        </label>
        <label>
          <span className="sr-only">{_('submission.author')}</span>
          <input
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder={_('submission.author')}
            className={inputClass}
          />
        </label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="h-9">
          <Icon name="search" className="size-4" />
          {_('submission.search')}
        </Button>
        <Button variant="secondary" size="sm" className="h-9" onClick={onRefresh}>
          <Icon name="refresh" className="size-4" />
          {_('common.refresh')}
        </Button>
      </div>
    </form>
  );
}
