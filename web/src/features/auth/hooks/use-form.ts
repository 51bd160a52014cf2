import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../validation';

/**
 * Values and validation of a small text form. A field shows its error once it was left or the
 * form was submitted, and the error updates while the user types.
 */
export function useForm<V extends Record<string, string>>(
  initial: V,
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>,
) {
  type Key = Extract<keyof V, string>;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Key, boolean>>>({});

  const all = validate(values);
  const errors: FieldErrors<Key> = {};
  for (const key of Object.keys(all) as Key[]) {
    if (touched[key]) errors[key] = all[key];
  }

  const field = (name: Key) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {
      if (values[name]) setTouched((current) => ({ ...current, [name]: true }));
    },
  });

  const touch = useCallback((...names: Key[]) => {
    setTouched((current) => {
      const next = { ...current };
      for (const name of names) next[name] = true;
      return next;
    });
  }, []);

  /** Marks every field touched and says whether the form may be sent. */
  const check = () => {
    touch(...(Object.keys(values) as Key[]));
    return Object.keys(all).length === 0;
  };

  return { values, setValues, errors, field, touch, check };
}
