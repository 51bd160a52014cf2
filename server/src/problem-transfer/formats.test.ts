import { describe, expect, it } from 'vitest';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { readArchive } from './archive.ts';
import { PackageRejected } from './problem-package.ts';
import { parseHojZip } from './formats/hoj.ts';
import { parseQdojZip } from './formats/qduoj.ts';
import { parseHydroZip } from './formats/hydro.ts';
import { parseIcpcZip } from './formats/icpc.ts';
import { parseFpsXml } from './formats/fps.ts';

const zip = (files: Zippable) => readArchive(zipSync(files));
const text = (b: Buffer) => b.toString('utf8');
const rejected = (fn: () => unknown, message: RegExp) => {
  expect(fn).toThrow(PackageRejected);
  expect(fn).toThrow(message);
};

describe('HOJ zip', () => {
  const vo = {
    problem: {
      id: 9,
      problemId: 'H1',
      title: 'Sum',
      description: 'd',
      input: 'i',
      output: 'o',
      examples: '<input>1 2</input><output>3</output>',
      timeLimit: 2000,
      type: 1,
      gmtCreate: 'x',
    },
    languages: ['C', 'C++'],
    samples: [
      { input: '1.in', output: '1.out', score: 40 },
      { input: '2.in', output: '2.out', score: 60 },
    ],
    tags: ['math'],
    codeTemplates: [{ language: 'C', code: 'int main(){}' }],
    judgeMode: 'default',
  };
  it('reads problem_<pid>.json with its folder of cases, in the samples order', () => {
    const [pkg] = parseHojZip(
      zip({
        'problem_9.json': strToU8(JSON.stringify(vo)),
        problem_9: {
          '1.in': strToU8('1 2\n'),
          '1.out': strToU8('3\n'),
          '2.in': strToU8('5 5\n'),
          '2.out': strToU8('10\n'),
        },
      }),
    );
    expect(pkg!.dto.problem).toMatchObject({
      problemId: 'H1',
      title: 'Sum',
      timeLimit: 2000,
      type: 1,
    });
    expect(pkg!.dto.problem).not.toHaveProperty('id');
    expect(pkg!.dto.tags).toEqual(['math']);
    expect(pkg!.cases.map((c) => [c.inputName, text(c.output), c.score])).toEqual([
      ['1.in', '3\n', 40],
      ['2.in', '10\n', 60],
    ]);
  });
  it('refuses a problem whose folder or case file is missing', () => {
    rejected(
      () => parseHojZip(zip({ 'problem_9.json': strToU8(JSON.stringify(vo)) })),
      /folder "problem_9\/" .* is missing/,
    );
    rejected(
      () =>
        parseHojZip(
          zip({
            'problem_9.json': strToU8(JSON.stringify(vo)),
            problem_9: { '1.in': strToU8('') },
          }),
        ),
      /"problem_9\/1.out" is missing/,
    );
  });
  it('refuses a JSON file that is not UTF-8, naming it', () => {
    const gbk = Buffer.from([0x7b, 0x22, 0xc4, 0xe3, 0x22, 0x3a, 0x31, 0x7d]); // {"你":1} in GBK
    rejected(
      () => parseHojZip(zip({ 'problem_1.json': gbk, problem_1: { '1.in': strToU8('') } })),
      /"problem_1.json" is not UTF-8/,
    );
  });
});

describe('QDUOJ zip', () => {
  it('reads <n>/problem.json and <n>/testcase with scores, OI rule and spj', () => {
    const problem = {
      display_id: 'Q7',
      title: 'Echo',
      description: { format: 'html', value: '<p>d</p>' },
      input_description: { value: 'in' },
      output_description: { value: 'out' },
      hint: { value: '' },
      samples: [{ input: 'a', output: 'a' }],
      time_limit: 1500,
      memory_limit: 128,
      rule_type: 'OI',
      test_case_score: [{ input_name: '1.in', output_name: '1.out', score: 100 }],
      spj: { language: 'C++', code: 'int main(){return 0;}' },
      template: { C: {}, Python3: {} },
      tags: ['io'],
    };
    const [pkg] = parseQdojZip(
      zip({
        '1': {
          'problem.json': strToU8(JSON.stringify(problem)),
          testcase: { '1.in': strToU8('a'), '1.out': strToU8('a') },
        },
      }),
    );
    expect(pkg!.dto.problem).toMatchObject({
      problemId: 'Q7',
      description: '<p>d</p>',
      timeLimit: 1500,
      memoryLimit: 128,
      type: 1,
      spjLanguage: 'C++',
    });
    expect(pkg!.dto.judgeMode).toBe('spj');
    expect(pkg!.dto.languages).toEqual(['C', 'Python3']);
    expect(pkg!.cases).toMatchObject([{ inputName: '1.in', score: 100 }]);
  });
});

describe('Hydro zip', () => {
  it('reads problem.yaml, the markdown statement and the subtasks of testdata/config.yaml', () => {
    const md =
      'Add them.\n\n## Input\n\nTwo numbers.\n\n## Output\n\nThe sum.\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n';
    const [pkg] = parseHydroZip(
      zip({
        P5: {
          'problem.yaml': strToU8('title: Plus\ntag: [math, easy]\npid: HY5\n'),
          'problem_zh.md': strToU8(md),
          testdata: {
            'config.yaml': strToU8(
              'time: 2s\nmemory: 64m\nsubtasks:\n  - score: 30\n    cases:\n      - {input: a.in, output: a.out}\n  - score: 70\n    cases:\n      - {input: b.in, output: b.out}\n      - {input: c.in, output: c.out}\n',
            ),
            'a.in': strToU8('1 1'),
            'a.out': strToU8('2'),
            'b.in': strToU8('2 2'),
            'b.out': strToU8('4'),
            'c.in': strToU8('3 3'),
            'c.out': strToU8('6'),
          },
        },
      }),
    );
    expect(pkg!.dto.problem).toMatchObject({
      problemId: 'HY5',
      title: 'Plus',
      description: 'Add them.',
      input: 'Two numbers.',
      output: 'The sum.',
      examples: [{ input: '1 2\n', output: '3\n' }],
      timeLimit: 2000,
      memoryLimit: 64,
      type: 1,
      judgeCaseMode: 'subtask_lowest',
    });
    expect(pkg!.dto.tags).toEqual(['math', 'easy']);
    expect(pkg!.cases.map((c) => [c.inputName, c.groupNum, c.score])).toEqual([
      ['a.in', 1, 30],
      ['b.in', 2, 35],
      ['c.in', 2, 35],
    ]);
  });
  it('refuses a problem without its statement', () => {
    rejected(
      () =>
        parseHydroZip(
          zip({ P1: { 'problem.yaml': strToU8('title: x\n'), testdata: { '1.in': strToU8('') } } }),
        ),
      /problem.md" is missing/,
    );
  });
});

describe('ICPC package zip', () => {
  const pkgFiles = (extra: Zippable = {}): Zippable => ({
    hello: {
      'problem.yaml': strToU8(
        'name: Hello\nvalidation: custom\nlimits:\n  time_limit: 2\n  memory: 512\n',
      ),
      problem_statement: {
        'problem.en.md': strToU8('Say hello.\n\n## Input\n\nNothing.\n\n## Output\n\nHello.\n'),
      },
      data: {
        sample: { '1.in': strToU8(''), '1.ans': strToU8('hello\n') },
        secret: {
          '01.in': strToU8('x'),
          '01.ans': strToU8('hello\n'),
          group2: { '01.in': strToU8('y'), '01.ans': strToU8('hello\n') },
        },
      },
      output_validators: {
        v: { 'validator.cpp': strToU8('int main(){return 42;}'), 'validate.h': strToU8('//h') },
      },
      submissions: { accepted: { 'a.cpp': strToU8('int main(){}') } },
      ...extra,
    },
  });
  it('reads the folder name, limits, samples as examples, secret data and the Kattis validator', () => {
    const [pkg] = parseIcpcZip(zip(pkgFiles()));
    expect(pkg!.dto.problem).toMatchObject({
      problemId: 'hello',
      title: 'Hello',
      timeLimit: 2000,
      memoryLimit: 512,
      input: 'Nothing.',
      examples: [{ input: '', output: 'hello\n' }],
      spjLanguage: 'C++',
      checkerConvention: 'kattis',
      judgeExtraFile: { 'validate.h': '//h' },
    });
    expect(pkg!.dto.judgeMode).toBe('spj');
    expect(pkg!.cases.map((c) => [c.inputName, c.outputName])).toEqual([
      ['01.in', '01.ans'],
      ['group2/01.in', 'group2/01.ans'],
    ]);
    expect(pkg!.warnings.join()).toMatch(/1 reference submission/);
  });
  it('reads an interactive validator, and keeps a testlib checker our own export marked', () => {
    const interactive = pkgFiles();
    (interactive.hello as Zippable)['problem.yaml'] = strToU8(
      'name: Hello\nvalidation: custom interactive\n',
    );
    const [a] = parseIcpcZip(zip(interactive));
    expect(a!.dto.judgeMode).toBe('interactive');
    expect(a!.dto.problem.checkerConvention).toBe('kattis');
    const marked = pkgFiles();
    (marked.hello as Zippable)['problem.yaml'] = strToU8(
      'name: Hello\nvalidation: custom\nchecker_convention: testlib\n',
    );
    const [b] = parseIcpcZip(zip(marked));
    expect(b!.dto.judgeMode).toBe('spj');
    expect(b!.dto.problem.checkerConvention).toBe('testlib');
  });
  it('refuses a package whose answer file is missing', () => {
    const files = pkgFiles();
    const data = (files.hello as Zippable).data as Zippable;
    delete (data.secret as Zippable)['01.ans'];
    rejected(
      () => parseIcpcZip(zip(files)),
      /answer file of "hello\/data\/secret\/01.in" is missing/,
    );
  });
});

describe('FPS XML', () => {
  const fps = (encoding: string, title: string) =>
    `<?xml version="1.0" encoding="${encoding}"?>\n<fps version="1.2"><item><title><![CDATA[${title}]]></title>` +
    '<time_limit unit="s"><![CDATA[2]]></time_limit><memory_limit unit="mb"><![CDATA[64]]></memory_limit>' +
    '<description><![CDATA[<p>See <img src="/upload/a.png"/></p>]]></description><input><![CDATA[a b]]></input><output><![CDATA[sum]]></output>' +
    '<sample_input><![CDATA[1 2]]></sample_input><sample_output><![CDATA[3]]></sample_output>' +
    '<test_input><![CDATA[1 2\n]]></test_input><test_output><![CDATA[3\n]]></test_output>' +
    '<test_input><![CDATA[4 5\n]]></test_input><test_output><![CDATA[9\n]]></test_output>' +
    '<img><src><![CDATA[/upload/a.png]]></src><base64><![CDATA[iVBORw0KGgo=]]></base64></img>' +
    '<spj language="C"><![CDATA[int main(){return 0;}]]></spj></item></fps>';
  it('reads every item with limits, samples, cases, pictures and the special judge', () => {
    const [pkg] = parseFpsXml(Buffer.from(fps('UTF-8', 'A+B')));
    expect(pkg!.dto.problem).toMatchObject({
      title: 'A+B',
      timeLimit: 2000,
      memoryLimit: 64,
      examples: [{ input: '1 2', output: '3' }],
      spjLanguage: 'C',
    });
    expect(pkg!.dto.judgeMode).toBe('spj');
    expect(pkg!.cases.map((c) => [c.inputName, text(c.input), text(c.output)])).toEqual([
      ['1.in', '1 2\n', '3\n'],
      ['2.in', '4 5\n', '9\n'],
    ]);
    expect(pkg!.images).toEqual([
      { src: '/upload/a.png', bytes: Buffer.from('iVBORw0KGgo=', 'base64') },
    ]);
  });
  it('decodes a file in the encoding it declares (GBK), and refuses one that lies about it', () => {
    const gbk = Buffer.concat([
      Buffer.from(fps('GBK', 'X').split('X')[0]!),
      Buffer.from([0xc4, 0xe3, 0xba, 0xc3]),
      Buffer.from(fps('GBK', 'X').split('X')[1]!),
    ]);
    expect(parseFpsXml(gbk)[0]!.dto.problem.title).toBe('你好');
    const lying = Buffer.from(gbk.toString('latin1').replace('GBK', 'UTF-8'), 'latin1');
    rejected(() => parseFpsXml(lying, 'p.xml'), /"p.xml" is not valid UTF-8 text/);
  });
  it('refuses entity declarations and files without items', () => {
    rejected(
      () => parseFpsXml(Buffer.from('<!DOCTYPE x [<!ENTITY a "aaaa">]><fps><item/></fps>')),
      /declares XML entities/,
    );
    rejected(() => parseFpsXml(Buffer.from('<fps></fps>')), /holds no FPS <item>/);
  });
});

describe('hostile archives', () => {
  it('refuses names that escape: .., absolute paths', () => {
    rejected(() => zip({ '../evil.json': strToU8('{}') }), /outside the archive/);
    rejected(() => zip({ '/etc/evil.json': strToU8('{}') }), /absolute path/);
  });
  it('refuses symbolic link entries', () => {
    rejected(
      () => zip({ link: [strToU8('/etc/passwd'), { os: 3, attrs: 0o120777 << 16 }] }),
      /symbolic link/,
    );
  });
  it('refuses a bomb by the declared sizes before inflating, and a header that lies about its size', () => {
    const bomb = zipSync({ 'big.in': new Uint8Array(4 << 20) });
    expect(bomb.length).toBeLessThan(64 << 10);
    rejected(
      () => readArchive(bomb, { maxEntries: 10, maxTotalBytes: 1 << 20, maxFileBytes: 8 << 20 }),
      /too large once unpacked/,
    );
    rejected(
      () => readArchive(bomb, { maxEntries: 10, maxTotalBytes: 8 << 20, maxFileBytes: 1 << 20 }),
      /"big.in" is too large/,
    );
    // The central directory claims 100 bytes: inflating stops there and the entry is refused.
    const lying = Buffer.from(bomb);
    const central = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(100, central + 24);
    rejected(() => readArchive(lying), /larger than its declared size/);
  });
  it('refuses too many entries and a file that is not a zip', () => {
    const many: Zippable = {};
    for (let i = 0; i < 30; i++) many[`${i}.in`] = strToU8('');
    rejected(
      () =>
        readArchive(zipSync(many), {
          maxEntries: 20,
          maxTotalBytes: 1 << 20,
          maxFileBytes: 1 << 20,
        }),
      /too many entries/,
    );
    rejected(
      () => readArchive(strToU8('not a zip at all, just some text here.')),
      /not a valid zip/,
    );
  });
});
