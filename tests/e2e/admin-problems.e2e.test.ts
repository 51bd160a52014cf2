import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  desktop,
  inSweep,
  launchBrowser,
  phone,
  root,
  settled,
  shot,
  signedIn,
} from './browser.ts';
import { api, startSiteProcess } from './site-process.ts';

let site: Awaited<ReturnType<typeof startSiteProcess>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** `signedIn` through the site process's JSON call. */
const loginSite = () => ({
  call: async <T>(method: string, path: string, opts: { body?: unknown }) => {
    const r = await api<T>(site.url, method, path, opts.body);
    return { body: { data: r.body.data }, headers: r.headers };
  },
});
const asRoot = (viewport = desktop) =>
  signedIn(loginSite(), browser, {
    username: 'root',
    password: 'root-password',
    viewport,
    contexts,
  });

beforeAll(async () => {
  site = await startSiteProcess();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await site?.stop();
});

/** Accepts any answer equal to a + b, however it is spaced (testlib order: in, out, ans). */
const checker = `#include <stdio.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r");
  long long a, b, got;
  if (fscanf(in, "%lld %lld", &a, &b) != 2) return 103;
  if (fscanf(out, "%lld", &got) != 1) return 102;
  return got == a + b ? 0 : 102;
}
`;
const solution =
  '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("   %lld\\n",a+b);return 0;}';

/** A zip of three input/output pairs, built here. */
const caseZip = () =>
  Buffer.from(
    zipSync({
      '1.in': strToU8('1 2\n'),
      '1.out': strToU8('3\n'),
      '2.in': strToU8('10 20\n'),
      '2.out': strToU8('30\n'),
      '3.in': strToU8('-5 5\n'),
      '3.out': strToU8('0\n'),
    }),
  );

/** Replaces a CodeMirror editor's content the way a user would. */
const typeInto = async (page: Page, editor: ReturnType<Page['locator']>, code: string) => {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
};

describe('problem authoring in the admin pages', () => {
  it('creates a special-judge problem from scratch, then a solution to it is judged Accepted', async () => {
    const { page } = await asRoot();
    await page.goto(`${site.url}/admin/problems?l=en-US`);
    await page.getByRole('link', { name: 'Create problem' }).click();
    await page.waitForURL(/\/admin\/problem\/create/);

    // Saving the empty form shows the client checks, nothing is sent.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Problem Display ID is required' })
      .first()
      .waitFor();

    await page.getByLabel('Display id', { exact: true }).fill('SPJ1');
    await page.getByLabel('Title', { exact: true }).fill('Sum, however spaced');
    await page.getByLabel('Description', { exact: true }).fill('Print $a+b$.');
    await page.getByLabel('Input description').fill('Two integers $a$ and $b$.');
    await page.getByLabel('Output description').fill('Their sum.');
    // KaTeX renders the formula in the live preview.
    await page.locator('.katex').first().waitFor();
    await page.getByLabel('Input of sample 1').fill('1 2');
    await page.getByLabel('Output of sample 1').fill('3');
    await page.getByRole('button', { name: 'Add a sample' }).click();
    await page.getByLabel('Input of sample 2').fill('2 2');
    await page.getByLabel('Output of sample 2').fill('4');

    await page.getByRole('radio', { name: 'Special judge' }).check();
    await typeInto(page, page.locator('.cm-content').first(), checker);
    await page.getByRole('button', { name: 'Compile', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Compiled successfully' }).waitFor();

    await page.getByLabel('Choose a zip file').setInputFiles({
      name: 'cases.zip',
      mimeType: 'application/zip',
      buffer: caseZip(),
    });
    const cases = page.getByRole('list', { name: 'Test cases' });
    await cases.getByText('3.in → 3.out').waitFor();
    expect(await cases.getByRole('listitem').count()).toBe(3);
    await shot(page, 'admin-problem-form-en-US-desktop-filled');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/problem') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const body = (await (await saved).request().postDataJSON()) as {
      problem: { judgeMode: string; spjCode: string; spjLanguage: string };
      samples: { input: string }[];
      uploadTestcaseDir: string;
    };
    expect(body.problem).toMatchObject({ judgeMode: 'spj', spjCode: checker, spjLanguage: 'C++' });
    expect(body.samples.map((s) => s.input)).toEqual(['1.in', '2.in', '3.in']);
    expect(body.uploadTestcaseDir).not.toBe('');
    await page.waitForURL(/\/admin\/problems$/);
    await page.getByText('Sum, however spaced').first().waitFor();

    // The site's problem page: submit a solution whose output only the checker accepts.
    await page.goto(`${site.url}/problem/SPJ1?l=en-US`);
    await page.getByText('Two integers').first().waitFor();
    await typeInto(page, page.locator('.cm-content').first(), solution);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Accepted', { exact: true }).filter({ visible: true }).first().waitFor();
    await shot(page, 'admin-problem-spj-accepted');
  });

  it('hides a problem from the list switch and shows the pages at 375 and 1440 px in both languages', async () => {
    const { page } = await asRoot();
    await page.goto(`${site.url}/admin/problems?l=en-US&keyword=SPJ1`);
    const select = page.getByLabel('Visibility of Sum, however spaced').filter({ visible: true });
    await select.selectOption('2');
    await page.getByText('Visibility updated').first().waitFor();
    const list = await api<{ records: { problemId: string }[] }>(
      site.url,
      'GET',
      '/api/get-problem-list?limit=100',
    );
    expect(list.body.data.records.map((p) => p.problemId)).not.toContain('SPJ1');
    await select.selectOption('1');
    await page.getByText('Visibility updated').first().waitFor();
    await page.close();

    for (const [lang, size, width] of [
      ['en-US', 'desktop', desktop],
      ['zh-CN', 'desktop', desktop],
      ['en-US', 'phone', phone],
      ['zh-CN', 'phone', phone],
    ] as const) {
      // Pictures follow the sweep. Overflow is checked at 375 px in both languages (a page
      // wider than 1440 px is wider than 375 px too, so zh-CN at 1440 adds nothing to it).
      const look = inSweep(lang, size);
      if (!look && size === 'desktop') continue;
      const { page: view, token } = await asRoot(width);
      const pid = (
        await api<{ records: { id: number }[] }>(
          site.url,
          'GET',
          '/api/admin/problem/get-problem-list?keyword=SPJ1',
          undefined,
          token,
        )
      ).body.data.records[0]!.id;
      await view.goto(`${site.url}/admin/problems?l=${lang}`);
      await view.getByText('Sum, however spaced').filter({ visible: true }).first().waitFor();
      await settled(view);
      if (look) await shot(view, `admin-problems-${lang}-${size}-list`);
      await view.goto(`${site.url}/admin/problem/edit/${pid}?l=${lang}`);
      await view.locator('.cm-content').first().waitFor();
      await settled(view);
      if (look) {
        await shot(view, `admin-problems-${lang}-${size}-form`);
        await view.screenshot({
          path: `${root}/screenshots/admin-problems-${lang}-${size}-form-full.png`,
          fullPage: true,
        });
      }
      // No sideways scrolling on a phone.
      const overflow = await view.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await view.close();
    }
  });
});

/** An ICPC package: a division problem judged by a Kattis validator within 1e-6. */
const icpcZip = () =>
  Buffer.from(
    zipSync({
      divide: {
        'problem.yaml': strToU8('name: Divide exactly\nvalidation: custom\n'),
        problem_statement: {
          'problem.en.md': strToU8('Divide $a$ by $b$.\n\n## Input\n\na b\n\n## Output\n\na/b\n'),
        },
        data: { secret: { '1.in': strToU8('2 3\n'), '1.ans': strToU8('0.666666667\n') } },
        output_validators: {
          close: {
            'close.c': strToU8(
              '#include <stdio.h>\n#include <math.h>\nint main(int c,char**v){FILE*a=fopen(v[2],"r");' +
                'double x,y;if(!a||fscanf(a,"%lf",&y)!=1)return 1;if(scanf("%lf",&x)!=1)return 43;' +
                'return fabs(x-y)<1e-6?42:43;}\n',
            ),
          },
        },
      },
    }),
  );

/** One FPS item with a sample, two cases and no special judge. */
const fpsXml = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.2"><item><title><![CDATA[Twice]]></title>' +
      '<time_limit unit="s"><![CDATA[1]]></time_limit><memory_limit unit="mb"><![CDATA[128]]></memory_limit>' +
      '<description><![CDATA[<p>Print 2n.</p>]]></description><input><![CDATA[n]]></input><output><![CDATA[2n]]></output>' +
      '<sample_input><![CDATA[2]]></sample_input><sample_output><![CDATA[4]]></sample_output>' +
      '<test_input><![CDATA[3\n]]></test_input><test_output><![CDATA[6\n]]></test_output>' +
      '<test_input><![CDATA[5\n]]></test_input><test_output><![CDATA[10\n]]></test_output></item></fps>',
  );

describe('the batch page and contest-only problems', () => {
  it('imports an ICPC package and an FPS file from the batch page, and refuses a hostile zip whole', async () => {
    const { page, token } = await asRoot();
    await page.goto(`${site.url}/admin/problem/batch-operation?l=en-US`);
    const file = page.getByLabel('File to import');
    // The import card comes first; the export card has a format of its own.
    const importFormat = page.getByLabel('Format').first();

    await importFormat.selectOption('icpc');
    await file.setInputFiles({
      name: 'divide.zip',
      mimeType: 'application/zip',
      buffer: icpcZip(),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('1 of 1 problems created').waitFor();
    await page.getByText(/Created problem #\d+ \(divide\)/).waitFor();

    await importFormat.selectOption('fps');
    await file.setInputFiles({ name: 'twice.xml', mimeType: 'text/xml', buffer: fpsXml() });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByText(/Created problem #\d+/)
      .filter({ hasNotText: 'divide' })
      .waitFor();
    await shot(page, 'admin-problem-batch-imported');

    // A zip whose entry climbs out of its folder: an error in the page, no problem created.
    const before = (
      await api<{ total: number }>(
        site.url,
        'GET',
        '/api/admin/problem/get-problem-list',
        undefined,
        token,
      )
    ).body.data.total;
    await importFormat.selectOption('icpc');
    await file.setInputFiles({
      name: 'evil.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ '../evil/problem.yaml': strToU8('name: Evil\n') })),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    const after = (
      await api<{ total: number }>(
        site.url,
        'GET',
        '/api/admin/problem/get-problem-list',
        undefined,
        token,
      )
    ).body.data.total;
    expect(after).toBe(before);

    // Both imported problems are on the site and the ICPC one judges with its validator.
    const list = await api<{ records: { problemId: string; title: string }[] }>(
      site.url,
      'GET',
      '/api/admin/problem/get-problem-list?limit=100',
      undefined,
      token,
    );
    const titles = list.body.data.records.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Divide exactly', 'Twice']));
    await page.goto(`${site.url}/problem/divide?l=en-US`);
    await page.getByText('Divide').first().waitFor();
    await typeInto(
      page,
      page.locator('.cm-content').first(),
      '#include <stdio.h>\nint main(){double a,b;scanf("%lf %lf",&a,&b);printf("%.8f\\n",a/b);return 0;}',
    );
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Accepted', { exact: true }).filter({ visible: true }).first().waitFor();
  });

  it('writes a problem for one contest from its problems page, with its display id and balloon colour', async () => {
    const { page, token } = await asRoot();
    const hour = 3_600_000;
    const contest = await api<{ id: number }>(
      site.url,
      'POST',
      '/api/admin/contest',
      {
        title: 'Balloon cup',
        description: 'Contest-only problems',
        type: 0,
        auth: 0,
        startTime: new Date(Date.now() + 24 * hour).toISOString(),
        endTime: new Date(Date.now() + 29 * hour).toISOString(),
      },
      token,
    );
    const cid = contest.body.data.id;
    await page.goto(`${site.url}/admin/contest/${cid}/problems?l=en-US`);
    await page.getByRole('link', { name: 'Write a new problem' }).click();
    await page.waitForURL(new RegExp(`/admin/contest/${cid}/problem/create`));
    await page.getByLabel('Display id in the contest').fill('A');
    // The text field; the colour picker beside it carries the same name.
    await page.getByLabel('Balloon colour').first().fill('#ff8800');
    await page.getByLabel('Display id', { exact: true }).fill('CUP-A');
    await page.getByLabel('Title', { exact: true }).fill('Only in the cup');
    await page.getByLabel('Description', { exact: true }).fill('Print the sum.');
    await page.getByLabel('Input description').fill('Two integers.');
    await page.getByLabel('Output description').fill('Their sum.');
    await page.getByRole('radio', { name: 'Type the cases' }).check();
    await page.getByRole('button', { name: 'Add a test case' }).click();
    await page.getByLabel('Input of test case 1').fill('1 2');
    await page.getByLabel('Output of test case 1').fill('3');
    await settled(page);
    await shot(page, 'admin-contest-problem-form-en-US-desktop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/contest/${cid}/problems$`));
    await page.getByText('Only in the cup').first().waitFor();

    const links = await api<{
      contestProblemMap: Record<string, { displayId: string; color: string }>;
    }>(site.url, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}`, undefined, token);
    expect(Object.values(links.body.data.contestProblemMap)).toEqual([
      expect.objectContaining({ displayId: 'A', color: '#ff8800' }),
    ]);
    // A contest-only problem stays out of the public problem set.
    const open = await api<{ records: { problemId: string }[] }>(
      site.url,
      'GET',
      '/api/get-problem-list?limit=100',
    );
    expect(open.body.data.records.map((p) => p.problemId)).not.toContain('CUP-A');

    for (const [lang, size, width] of [
      ['en-US', 'desktop', desktop],
      ['zh-CN', 'desktop', desktop],
      ['en-US', 'phone', phone],
      ['zh-CN', 'phone', phone],
    ] as const) {
      // Pictures follow the sweep; overflow is checked at 375 px in both languages.
      const look = inSweep(lang, size);
      if (!look && size === 'desktop') continue;
      const { page: view } = await asRoot(width);
      await view.goto(`${site.url}/admin/problem/batch-operation?l=${lang}`);
      await view.locator('input[type=file]').waitFor();
      await settled(view);
      if (look) await shot(view, `admin-problem-batch-${lang}-${size}`);
      await view.goto(`${site.url}/admin/contest/${cid}/problem/create?l=${lang}`);
      // The balloon colour picker is only on the contest form.
      await view.locator('input[type=color]').waitFor();
      await settled(view);
      if (look) await shot(view, `admin-contest-problem-create-${lang}-${size}`);
      const overflow = await view.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await view.close();
    }
  });
});
