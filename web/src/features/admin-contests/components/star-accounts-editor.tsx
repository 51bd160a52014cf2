import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { checkStarUser } from '../validation';
import { Field, inputClass } from '../../../components/ui/form-parts';

/**
 * Star users (ranked outside the awards, rank -1): type a username and add it (Enter or the
 * button); a blank or repeated name is refused with the server's message.
 */
export function StarAccountsEditor({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = () => {
    const problem = checkStarUser(value, name);
    setError(problem);
    if (problem) return;
    onChange([...value, name.trim()]);
    setName('');
  };
  return (
    <Field
      label={_('admin-contests.star-accounts')}
      htmlFor={id}
      hint={_('admin-contests.star-accounts-hint')}
      error={error ? _(error) : undefined}
    >
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          value={name}
          placeholder={_('admin-contests.star-placeholder')}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" onClick={add}>
          <Icon name="plus" className="size-4" />
          {_('admin-contests.star-add')}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1">
          {value.map((star) => (
            <li
              key={star}
              className="inline-flex items-center gap-1 rounded-full bg-amber-50 py-0.5 pr-1 pl-2.5 text-sm text-amber-800 ring-1 ring-amber-200"
            >
              <span aria-hidden="true">★</span>
              {star}
              <button
                type="button"
                aria-label={_('admin-contests.star-remove', { name: star })}
                onClick={() => onChange(value.filter((s) => s !== star))}
                className="rounded-full p-0.5 text-amber-700 hover:bg-amber-100"
              >
                <Icon name="close" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
