import { parse } from 'yaml';
import { PackageRejected, utf8Text } from '../problem-package.ts';

/** A package's YAML file as a plain object (`{}` when empty), naming the file when broken. */
export const yamlOf = (bytes: Uint8Array, name: string): Record<string, unknown> => {
  let value: unknown;
  try {
    // Aliases are capped so a "billion laughs" file cannot blow up.
    value = parse(utf8Text(bytes, name), { maxAliasCount: 100 });
  } catch (error) {
    if (error instanceof PackageRejected) throw error;
    throw new PackageRejected(`The file "${name}" is not valid YAML`);
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new PackageRejected(`The file "${name}" must hold a mapping`);
  return value as Record<string, unknown>;
};

export const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
