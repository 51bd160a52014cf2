/** A one-piece markdown statement cut into the form's parts. */
export interface Statement {
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: { input: string; output: string }[];
}

const sectionOf = (heading: string): keyof Omit<Statement, 'examples'> | undefined => {
  const h = heading.trim().toLowerCase();
  if (/^(input|输入)/.test(h)) return 'input';
  if (/^(output|输出)/.test(h)) return 'output';
  if (/^(hint|note|notes|提示|说明)/.test(h)) return 'hint';
  if (/^(description|problem description|statement|题目描述|题目背景|描述)$/.test(h))
    return 'description';
  return undefined;
};

/**
 * Splits a markdown statement at its `Input` / `Output` / `Hint` headings (English or
 * Chinese); sample blocks (```input1 / ```output1, Hydro's) become the examples. Text without
 * such headings stays whole in the description.
 */
export const splitMarkdown = (markdown: string): Statement => {
  const parts: Statement = { description: '', input: '', output: '', hint: '', examples: [] };
  const samples = new Map<string, { input: string; output: string }>();
  const body = markdown.replace(
    /```(input|output)(\d+)\r?\n([\s\S]*?)```\r?\n?/g,
    (_all, kind: 'input' | 'output', n: string, text: string) => {
      const s = samples.get(n) ?? { input: '', output: '' };
      s[kind] = text;
      samples.set(n, s);
      return '';
    },
  );
  let current: keyof Omit<Statement, 'examples'> = 'description';
  for (const line of body.split('\n')) {
    const heading = /^#{1,3}\s+(.*)$/.exec(line);
    const section = heading ? sectionOf(heading[1]!) : undefined;
    if (heading && section) {
      current = section;
      continue;
    }
    if (heading && /^(samples?|样例)/i.test(heading[1]!.trim())) continue;
    parts[current] += `${line}\n`;
  }
  for (const key of ['description', 'input', 'output', 'hint'] as const)
    parts[key] = parts[key].trim();
  parts.examples = [...samples.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, s]) => s);
  return parts;
};

/** A statement with no input or output part gets a pointer to the description. */
export const filledIn = (s: Statement, warnings: string[]): Statement => {
  if (s.input && s.output) return s;
  warnings.push('The statement has no separate input or output section; see the description');
  return {
    ...s,
    input: s.input || 'See the description.',
    output: s.output || 'See the description.',
  };
};
