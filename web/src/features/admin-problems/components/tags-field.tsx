import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useResource } from '../../../lib/use-resource';
import { getTagNames } from '../api/problems';
import { getGroupTagNames } from '../api/group-problems';
import { Field, inputClass } from '../../../components/ui/form-parts';

/** The problem's tags: chips to remove, and a box suggesting the existing ones (new ones too). */
export function TagsField(p: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  /** A group's problem: the group's tags (the site's and its own) are suggested. */
  gid?: number | undefined;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState('');
  const known = useResource(`tags:${p.gid ?? ''}`, (signal) =>
    p.gid === undefined ? getTagNames(signal) : getGroupTagNames(p.gid, signal),
  );
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    if (!p.tags.some((t) => t.toLowerCase() === name.toLowerCase())) p.onChange([...p.tags, name]);
    setDraft('');
  };
  return (
    <Field label={_('admin-problems.tags')} htmlFor={id} error={p.error}>
      {p.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5 pb-1">
          {p.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 pr-1 pl-2.5 text-xs text-primary-700"
            >
              {tag}
              <button
                type="button"
                aria-label={_('admin-problems.remove-tag', { tag })}
                className="rounded-full p-0.5 hover:bg-primary-100"
                onClick={() => p.onChange(p.tags.filter((t) => t !== tag))}
              >
                <Icon name="close" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          list={`${id}-known`}
          value={draft}
          placeholder={_('admin-problems.tag-placeholder')}
          className={inputClass}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add}>
          {_('admin-problems.add-tag')}
        </Button>
      </div>
      <datalist id={`${id}-known`}>
        {(known.data ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </Field>
  );
}
