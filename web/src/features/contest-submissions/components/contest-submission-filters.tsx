import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { judgeStatusInfo, statusFilterCodes } from '../../../lib/judge-status';
import type { ContestSubmissionFilters } from '../contest-submission-query';

export interface ContestSubmissionFilterBarProps {
  filters: ContestSubmissionFilters;
  onChange: (change: Partial<ContestSubmissionFilters>) => void;
  onRefresh: () => void;
}

/** Mine only, status, problem (display id) and author; the texts apply on Search or Enter. */
export function ContestSubmissionFilterBar({
  filters,
  onChange,
  onRefresh,
}: ContestSubmissionFilterBarProps) {
  const { _ } = useLingui();
  const [problemID, setProblemID] = useState(filters.problemID);
  const [username, setUsername] = useState(filters.username);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ problemID: problemID.trim(), username: username.trim() });
  };
  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="flex flex-col gap-2 px-4 py-3 lg:flex-row lg:items-center"
    >
      <label className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
        <Switch
          checked={filters.onlyMine}
          onChange={(onlyMine) => onChange({ onlyMine })}
          label={_('contest-submissions.only-mine')}
        />
        <span aria-hidden="true">{_('contest-submissions.only-mine')}</span>
      </label>
      <Select
        label={_('submission.col-status')}
        options={[
          { value: '', label: _('submission.status-all') },
          { value: '-5', label: _('contest-submissions.hidden') },
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
        selectClassName="h-10"
      />
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-2">
        <TextField
          label={_('contest-submissions.problem')}
          value={problemID}
          onChange={(event) => setProblemID(event.target.value)}
        />
        <TextField
          label={_('submission.author')}
          value={filters.onlyMine ? '' : username}
          disabled={filters.onlyMine}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="h-10">
          <Icon name="search" className="size-4" />
          {_('submission.search')}
        </Button>
        <Button variant="secondary" size="sm" className="h-10" onClick={onRefresh}>
          <Icon name="refresh" className="size-4" />
          {_('common.refresh')}
        </Button>
      </div>
    </form>
  );
}
