import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import type { BoardConnection } from '../hooks/use-board-socket';

function LabelledSwitch(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  title?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2" title={props.title}>
      <Switch
        id={id}
        label={props.label}
        checked={props.checked}
        onChange={props.onChange}
        disabled={props.disabled ?? false}
      />
      <label
        htmlFor={id}
        className={cn('text-sm text-slate-600 select-none', props.disabled && 'text-slate-400')}
      >
        {props.label}
      </label>
    </div>
  );
}

const connectionLooks: Record<BoardConnection, { dot: string; id: string }> = {
  live: { dot: 'bg-emerald-500', id: 'scoreboard.live' },
  connecting: { dot: 'bg-slate-300', id: 'scoreboard.connecting' },
  offline: { dot: 'bg-amber-500', id: 'scoreboard.offline' },
  refused: { dot: 'bg-slate-400', id: 'scoreboard.no-push' },
};

export interface BoardControlsProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  showStars: boolean;
  onShowStars: (show: boolean) => void;
  /** Contest admins only: the live (unfrozen) board. */
  canForceRefresh: boolean;
  forceRefresh: boolean;
  onForceRefresh: (on: boolean) => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  /** After the end the auto-refresh switch is off and disabled. */
  ended: boolean;
  connection: BoardConnection;
}

/** Search, the star-user, force-refresh and auto-refresh switches, and the push status. */
export function BoardControls(p: BoardControlsProps) {
  const { _ } = useLingui();
  const [search, setSearch] = useState(p.keyword);
  const look = connectionLooks[p.connection];
  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 p-3 sm:p-4 lg:flex-row lg:items-center">
      <form
        className="flex min-w-0 gap-2 lg:w-80"
        onSubmit={(event) => {
          event.preventDefault();
          p.onSearch(search.trim());
        }}
      >
        <input
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={_('scoreboard.search')}
          aria-label={_('scoreboard.search')}
          className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none"
        />
        <Button type="submit" variant="secondary" size="sm" className="h-9">
          <Icon name="search" className="size-4" />
          <span className="sr-only">{_('scoreboard.search-button')}</span>
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 lg:ml-auto">
        <LabelledSwitch
          label={_('scoreboard.show-stars')}
          checked={p.showStars}
          onChange={p.onShowStars}
        />
        {p.canForceRefresh && (
          <LabelledSwitch
            label={_('scoreboard.force-refresh')}
            title={_('scoreboard.force-refresh-hint')}
            checked={p.forceRefresh}
            onChange={p.onForceRefresh}
          />
        )}
        <LabelledSwitch
          label={_('scoreboard.auto-refresh')}
          title={p.ended ? _('scoreboard.auto-refresh-ended') : undefined}
          checked={p.autoRefresh && !p.ended}
          onChange={p.onAutoRefresh}
          disabled={p.ended}
        />
        <span
          data-testid="board-connection"
          data-state={p.connection}
          className="inline-flex items-center gap-1.5 text-xs text-slate-500"
        >
          <span aria-hidden="true" className={cn('size-2 rounded-full', look.dot)} />
          {_(look.id)}
        </span>
      </div>
    </div>
  );
}
