import type { z } from 'zod';

/**
 * HOJ binds request bodies with Jackson's defaults and its Vue client depends on that
 * (hoj-types.json `_conventions.requestLeniency`): null means absent, numbers arrive as
 * numeric strings, strings as numbers, booleans as "true"/"false" or 0/1, and "" stands for
 * an empty boxed number. Rather than loosen every field by hand, the input is conformed to
 * the shape the schema expects before zod checks it, so each schema states the real type
 * and its own messages while accepting what HOJ's client sends.
 */
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, unknown>;
  values?: readonly unknown[];
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly']);
const wrappers2 = new Set(['nonoptional', 'success']);

/** The schema that decides the expected JSON type, past optional/default/pipe wrappers. */
const core = (schema: z.ZodType): Def => {
  let def = defOf(schema);
  for (let i = 0; i < 20; i++) {
    if ((wrappers.has(def.type) || wrappers2.has(def.type)) && def.innerType)
      def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else if (def.type === 'lazy' && def.getter) def = defOf(def.getter());
    else break;
  }
  return def;
};

/**
 * Whether a field's schema takes null deliberately: a nullable/nullish wrapper, or a
 * preprocess step that sees the raw value (the profile form: null clears a field). Such a
 * field gets the null; for every other field null means absent, as for a boxed Java field.
 */
const takesNull = (schema: z.ZodType): boolean => {
  let def = defOf(schema);
  for (let i = 0; i < 20; i++) {
    if (def.type === 'nullable') return true;
    if (def.type === 'pipe' && def.in) {
      if (defOf(def.in).type === 'transform') return true;
      def = defOf(def.in);
    } else if ((wrappers.has(def.type) || wrappers2.has(def.type)) && def.innerType)
      def = defOf(def.innerType);
    else return false;
  }
  return false;
};

const truthy = new Set(['true', '1', 'on', 'yes']);
const falsy = new Set(['false', '0', 'off', 'no']);

const toBoolean = (v: unknown) => {
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  return truthy.has(s) ? true : falsy.has(s) ? false : v;
};

const toNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return undefined; // Jackson: "" is null for a boxed number
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s) ? Number(s) : v;
};

const stringValued = (def: Def) =>
  def.type === 'string' ||
  (def.type === 'enum' && Object.values(def.entries ?? {}).every((e) => typeof e === 'string')) ||
  (def.type === 'literal' && (def.values ?? []).every((e) => typeof e === 'string'));

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value reshaped toward the schema's JSON types; what cannot be reshaped is left for zod. */
export const conform = (schema: z.ZodType, value: unknown, query = false): unknown => {
  if (value === null) return undefined;
  const def = core(schema);
  switch (def.type) {
    case 'object':
      return isPlainObject(value) ? conformObject(def.shape ?? {}, value, query) : value;
    case 'array': {
      // Spring binds a query list both repeated (a=1&a=2) and comma-joined (a=1,2).
      const list: unknown = query && typeof value === 'string' ? value.split(',') : value;
      const element = def.element;
      if (!Array.isArray(list) || !element) return list;
      return (list as unknown[]).map((e) => (e === null ? e : conform(element, e, query)));
    }
    case 'record':
      return isPlainObject(value) && def.valueType
        ? conformObject(
            Object.fromEntries(Object.keys(value).map((k) => [k, def.valueType as z.ZodType])),
            value,
            query,
          )
        : value;
    case 'number':
    case 'int':
      return toNumber(value);
    case 'boolean':
      return toBoolean(value);
    case 'union':
      return conformUnion(def.options ?? [], value, query);
    default:
      if (stringValued(def) && (typeof value === 'number' || typeof value === 'boolean'))
        return String(value);
      return value;
  }
};

/** Nulls dropped (absent) unless the field takes them, known fields conformed, others kept. */
const conformObject = (
  shape: Record<string, z.ZodType>,
  value: Record<string, unknown>,
  query: boolean,
) => {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const field = shape[key];
    if (v === null) {
      if (field && takesNull(field)) out[key] = null;
      continue;
    }
    out[key] = field ? conform(field, v, query) : v;
  }
  return out;
};

/** A value one option already accepts stays; otherwise the first option it conforms to. */
const conformUnion = (options: readonly z.ZodType[], value: unknown, query: boolean) => {
  if (options.some((o) => o.safeParse(value).success)) return value;
  for (const o of options) {
    const v = conform(o, value, query);
    if (o.safeParse(v).success) return v;
  }
  return value;
};
