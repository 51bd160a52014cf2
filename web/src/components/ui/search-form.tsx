import type { FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Icon } from './icon';

export interface SearchFormProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Called on Enter or the button, with the default form submit prevented. */
  onSearch: () => void;
  /** The field's accessible name and placeholder. */
  label: string;
  buttonLabel: string;
  /** Classes of the form (its width and place in the bar). */
  className?: string;
  /** Classes of the field's label (say, a max width). */
  fieldClassName?: string;
}

/** A keyword field with a search icon and a Search button: the lists' one search box. */
export function SearchForm(p: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    p.onSearch();
  };
  return (
    <form role="search" onSubmit={submit} className={cn('flex gap-2', p.className)}>
      <label className={cn('relative min-w-0 flex-1', p.fieldClassName)}>
        <span className="sr-only">{p.label}</span>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          value={p.value}
          maxLength={200}
          onChange={(e) => p.onValueChange(e.target.value)}
          placeholder={p.label}
          className="h-9 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 focus:outline-none"
        />
      </label>
      <Button type="submit" size="sm" className="h-9">
        {p.buttonLabel}
      </Button>
    </form>
  );
}
