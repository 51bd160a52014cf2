import { XMLParser } from 'fast-xml-parser';
import type { ProblemDto } from '../../problems/index.ts';
import {
  PackageRejected,
  type PackageCase,
  type PackageFiles,
  type PackageImage,
  type ProblemPackage,
} from '../problem-package.ts';

const repeated = ['item', 'img', 'sample_input', 'sample_output', 'test_input', 'test_output'];
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => repeated.includes(name) || name === 'solution' || name === 'spj',
});

type XmlNode = string | { '#text'?: string; [attr: string]: unknown } | undefined;
type Item = Record<string, unknown>;

const textOf = (node: unknown): string => {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node) return String(node['#text']);
  return '';
};
const attrOf = (node: unknown, name: string): string | undefined =>
  node && typeof node === 'object'
    ? ((node as Record<string, unknown>)[`@_${name}`] as string)
    : undefined;
const listOf = (v: unknown): XmlNode[] => (Array.isArray(v) ? (v as XmlNode[]) : []);

/**
 * The XML text in the encoding its declaration names (UTF-8 by default; GBK files from older
 * judges are common). A file that is not valid in that encoding is refused by name.
 */
export const decodeXml = (bytes: Uint8Array, name: string): string => {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const label =
    /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new PackageRejected(`The file "${name}" uses the unknown encoding "${label}"`);
  }
  try {
    return decoder.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new PackageRejected(
      `The file "${name}" is not valid ${label} text: save it as UTF-8 and upload it again`,
    );
  }
};

const limitsOf = (item: Item) => {
  const t = Number(textOf(item.time_limit));
  const tUnit = attrOf(item.time_limit, 'unit') ?? 's';
  const m = Number(textOf(item.memory_limit));
  const mUnit = (attrOf(item.memory_limit, 'unit') ?? 'mb').toLowerCase();
  return {
    timeLimit: Number.isFinite(t) && t > 0 ? Math.round(tUnit === 'ms' ? t : t * 1000) : 1000,
    memoryLimit: Number.isFinite(m) && m > 0 ? Math.round(mUnit === 'kb' ? m / 1024 : m) : 256,
  };
};

const casesOf = (item: Item, label: string): PackageCase[] => {
  const inputs = listOf(item.test_input).map(textOf);
  const outputs = listOf(item.test_output).map(textOf);
  if (inputs.length === 0 && outputs.length === 0)
    throw new PackageRejected(`The problem "${label}" has no test data (test_input / test_output)`);
  if (outputs.length > inputs.length)
    throw new PackageRejected(`The problem "${label}" has a test_output without its test_input`);
  return inputs.map((input, i) => ({
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    input: Buffer.from(input),
    output: Buffer.from(outputs[i] ?? ''),
  }));
};

const imagesOf = (item: Item, label: string): PackageImage[] =>
  listOf(item.img).map((img) => {
    const o = (img ?? {}) as Record<string, unknown>;
    const src = textOf(o.src).trim();
    const data = textOf(o.base64).replace(/\s+/g, '');
    if (!src || !/^[A-Za-z0-9+/]*={0,2}$/.test(data))
      throw new PackageRejected(`A picture of "${label}" has no name or is not base64`);
    return { src, bytes: Buffer.from(data, 'base64') };
  });

const itemOf = (item: Item, index: number, file: string): ProblemPackage => {
  const title = textOf(item.title).trim();
  const label = title || `${file} #${index + 1}`;
  const warnings: string[] = [];
  const spj = listOf(item.spj)[0];
  const spjLanguage = attrOf(spj, 'language') ?? 'C++';
  if (spj && !/^c/i.test(spjLanguage))
    warnings.push(`The special judge in ${spjLanguage} is judged as C++`);
  if (listOf(item.solution).length > 0) warnings.push('The reference solutions were not imported');
  const sampleIn = listOf(item.sample_input).map(textOf);
  const sampleOut = listOf(item.sample_output).map(textOf);
  const dto: ProblemDto = {
    problem: {
      problemId: null,
      title,
      description: textOf(item.description),
      input: textOf(item.input),
      output: textOf(item.output),
      hint: textOf(item.hint),
      source: textOf(item.source),
      examples: sampleIn.map((input, i) => ({ input, output: sampleOut[i] ?? '' })),
      ...limitsOf(item),
      spjCode: spj ? textOf(spj) : null,
      spjLanguage: spj ? (/^c$/i.test(spjLanguage) ? 'C' : 'C++') : null,
    },
    isUploadTestCase: true,
    judgeMode: spj ? 'spj' : 'default',
    languages: ['C', 'C++', 'Java', 'Python3'],
    tags: [],
  };
  return { name: label, dto, cases: casesOf(item, label), images: imagesOf(item, label), warnings };
};

/** The problems of one FPS (FreeProblemSet) XML file. */
export const parseFpsXml = (bytes: Uint8Array, file = 'problems.xml'): ProblemPackage[] => {
  const text = decodeXml(bytes, file);
  // Entity declarations are how XML bombs grow; FPS files never need them.
  if (/<!ENTITY/i.test(text)) throw new PackageRejected(`The file "${file}" declares XML entities`);
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text, true) as Record<string, unknown>;
  } catch {
    throw new PackageRejected(`The file "${file}" is not valid XML`);
  }
  const fps = doc.fps as Record<string, unknown> | undefined;
  const items = fps ? listOf(fps.item) : [];
  if (items.length === 0) throw new PackageRejected(`The file "${file}" holds no FPS <item>`);
  return items.map((item, i) => itemOf(item as Item, i, file));
};

/** Every `.xml` file of a zip, in name order. */
export const parseFpsZip = (files: PackageFiles): ProblemPackage[] => {
  const xmls = [...files.keys()].filter((n) => /\.xml$/i.test(n)).sort();
  if (xmls.length === 0) throw new PackageRejected('The zip holds no FPS .xml file');
  return xmls.flatMap((n) => parseFpsXml(files.get(n)!, n));
};
