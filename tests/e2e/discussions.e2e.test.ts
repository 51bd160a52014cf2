import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { problemDto, type TestSite } from '@oj/server/testing';
import {
  desktop,
  inSweep,
  phone,
  settled,
  shot,
  signedIn as signedInAs,
  socketAdmitted,
  startBrowserSite,
} from './browser.ts';

/**
 * Discussions in a real browser: hostile markdown in every field renders without running
 * anything; a comment and a like reach the author's unread badge live; the pages at phone and
 * desktop widths in both languages.
 */
let site: TestSite;
let browser: Browser;
let close: () => Promise<void>;
let rootToken: string;
const contexts: BrowserContext[] = [];
const users: Record<string, { uid: string; token: string }> = {};
let categoryId = 0;

const as = async <T = unknown>(token: string, method: string, url: string, body?: unknown) => {
  const answer = await site.call<T>(method, url, {
    token,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.body.status, `${method} ${url}: ${answer.body.msg}`).toBe(200);
  return answer.body.data;
};

/** Each payload tries to set `window.__xss` (or open a dialog) when it runs. */
const XSS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '<svg onload="window.__xss = 3"><circle r="5" /></svg>',
  '<svg><script>window.__xss = 4</script></svg>',
  '<a href="javascript:window.__xss=5">click me</a>',
  '[md link](javascript:window.__xss=6)',
  '[data link](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9Nzwvc2NyaXB0Pg==)',
  '<iframe src="javascript:window.__xss=8"></iframe>',
  '<details open ontoggle="window.__xss=9">x</details>',
  '<body onload="window.__xss=10">',
  '$\\href{javascript:window.__xss=12}{katex link}$',
  '$$\\htmlClass{x}{<img src=x onerror="window.__xss=13">}$$',
  '$<img src=x onerror="window.__xss=14">$',
  '<div style="position:fixed;inset:0" onclick="window.__xss=15">cover</div>',
  '![pic](x" onerror="window.__xss=16)',
  '<form><button formaction="javascript:window.__xss=17">go</button></form>',
  '<object data="data:text/html,<script>window.__xss=18</script>"></object>',
  '```\n</code><script>window.__xss=19</script>\n```',
  '<<script>script>window.__xss=20<</script>/script>',
  '[ok](https://example.com/ok) and <a href="https://example.com/x">plain</a>',
  // Unclosed: swallows whatever follows it, so it comes last.
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=11">',
];
const corpus = XSS.join('\n\n');

/** Opens `url` in `page`, with every dialog counted, and waits for the markdown to settle. */
const openWatched = async (page: Page, url: string, ready: string) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page
    .getByText(ready)
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      await shot(page, 'discussions-xss-failure');
      throw new Error(`${String(error)}\npage errors: ${errors.join(' | ')}`);
    });
  await settled(page);
  return dialogs;
};

/** What the navbar's unread badge reads now ('0' when it is not shown). */
const unreadCount = async (page: Page) => {
  const badge = page.getByRole('banner').getByTestId('unread-badge').first();
  return (await badge.count()) === 0 ? '0' : ((await badge.textContent()) ?? '0').trim();
};

beforeAll(async () => {
  ({ site, browser, close } = await startBrowserSite());
  rootToken = (await site.login('root', 'root-password')).token;
  for (const name of ['alice', 'bob']) {
    await site.register(name);
    users[name] = await site.login(name);
  }
  // New accounts may post at once (the defaults ask for 10 accepted problems first).
  await as(rootToken, 'PUT', '/api/admin/switch/update', {
    openPublicDiscussion: true,
    openContestComment: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
  });
  const saved = await as<{ id: number; name: string }[]>(
    rootToken,
    'POST',
    '/api/discussion-category',
    [{ name: 'General' }, { name: 'Solutions' }],
  );
  categoryId = saved.find((c) => c.name === 'General')!.id;
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await close?.();
});

const postDiscussion = async (
  token: string,
  title: string,
  extra: Record<string, unknown> = {},
) => {
  await as(token, 'POST', '/api/discussion', {
    title,
    description: `About ${title}`,
    content: `Hello **${title}**`,
    categoryId,
    ...extra,
  });
  const list = await as<{ records: { id: number; title: string }[] }>(
    token,
    'GET',
    `/api/get-discussion-list?onlyMine=true&keyword=${encodeURIComponent(title)}`,
  );
  return list.records.find((d) => d.title === title)!.id;
};

it('renders a corpus of XSS payloads in a discussion, its comments and replies without running any', async () => {
  const did = await postDiscussion(
    users.alice!.token,
    'Hostile <img src=x onerror="window.__xss=90">',
    {
      description: '<script>window.__xss=91</script> summary',
      content: corpus,
    },
  );
  // Root is not paced, so the whole corpus goes in as comments too.
  const comment = await as<{ id: number }>(rootToken, 'POST', '/api/comment', {
    did,
    content: corpus,
  });
  for (const payload of XSS.slice(0, 4)) {
    await as(rootToken, 'POST', '/api/comment', { did, content: payload });
  }
  await as(rootToken, 'POST', '/api/reply', {
    did,
    reply: { commentId: comment.id, content: corpus, toUid: users.alice!.uid, toName: 'alice' },
    quoteId: comment.id,
    quoteType: 'Comment',
  });

  const { page } = await signedInAs(site, browser, { username: 'bob', contexts });
  const dialogs = await openWatched(page, `${site.url}/discussion-detail/${did}?l=en-US`, 'plain');
  await page.getByTestId('comments').locator('[data-reply-id]').first().waitFor();
  // KaTeX (trust off) shows \href as an error in its own markup: the formula is there.
  await page.getByTestId('comments').locator('.katex').first().waitFor();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nothing dangerous reached the DOM: no script, handler, frame or javascript:/data: link.
  const found = await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const all = [...main.querySelectorAll('*')];
    return {
      scripts: main.querySelectorAll('script, iframe, object, embed, form').length,
      handlers: all.filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
      badLinks: [...main.querySelectorAll('[href], [src], [action], [formaction]')].filter((el) =>
        /^\s*(javascript|data:text)/i.test(
          el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('formaction') ?? '',
        ),
      ).length,
      rels: [...main.querySelectorAll('.markdown-body a[href]')].map((a) => a.getAttribute('rel')),
    };
  });
  expect(found.scripts).toBe(0);
  expect(found.handlers).toBe(0);
  expect(found.badLinks).toBe(0);
  expect(found.rels.length).toBeGreaterThan(0);
  for (const rel of found.rels) expect(rel).toBe('noopener noreferrer nofollow');
  // Clicking the links that survived does not run anything either.
  for (const name of ['click me', 'md link', 'cover']) {
    const target = page.getByText(name).first();
    if ((await target.count()) > 0) await target.click({ trial: false }).catch(() => undefined);
  }
  await settled(page);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

  // The list shows the hostile title as text.
  const listDialogs = await openWatched(page, `${site.url}/discussion?l=en-US`, 'Hostile');
  expect(listDialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

it("raises the author's badge live when someone comments and when someone likes", async () => {
  const did = await postDiscussion(users.alice!.token, 'Two pointers question');
  const alice = await signedInAs(site, browser, { username: 'alice', contexts });
  const admitted = socketAdmitted(alice.page);
  await alice.page.goto(`${site.url}/home?l=en-US`);
  await admitted;
  await alice.page.getByRole('button', { name: 'User menu' }).waitFor();
  // The first test's reply to alice may already be unread: count from the server's answer, and
  // wait until the badge shows it, so the page's own unread fetch is not still on its way.
  const counts = await as<Record<string, number>>(users.alice!.token, 'GET', '/api/msg/unread');
  const before = ['comment', 'reply', 'like', 'sys', 'mine'].reduce(
    (n, k) => n + (counts[k] ?? 0),
    0,
  );
  const badgeShows = async (count: number) => {
    if (count === 0) {
      await expect.poll(() => unreadCount(alice.page)).toBe('0');
      return;
    }
    await alice.page
      .getByRole('banner')
      .getByTestId('unread-badge')
      .filter({ hasText: new RegExp(`^${count}$`) })
      .first()
      .waitFor();
  };
  await badgeShows(before);

  const bob = await signedInAs(site, browser, { username: 'bob', contexts });
  await bob.page.goto(`${site.url}/discussion-detail/${did}?l=en-US`);
  await bob.page.getByTestId('discussion-title').waitFor();
  await bob.page.getByPlaceholder('Write a comment').fill('Try **two pointers** 😀');
  await bob.page.getByRole('button', { name: 'Send', exact: true }).click();
  await bob.page.getByTestId('comments').getByText('two pointers').first().waitFor();
  await badgeShows(before + 1);

  await bob.page
    .getByRole('button', { name: /^Like 0$/ })
    .first()
    .click();
  await bob.page
    .getByRole('button', { name: /^Liked 1$/ })
    .first()
    .waitFor();
  await badgeShows(before + 2);
  await alice.page.goto(`${site.url}/message/like?l=en-US`);
  await alice.page.getByText('bob').first().waitFor();
  await alice.page.goto(`${site.url}/discussion-detail/${did}?l=en-US`);
  await alice.page
    .getByRole('button', { name: /^Like 1$/ })
    .first()
    .waitFor();
  await alice.page.getByText('two pointers').first().waitFor();
});

it("shows a contestant's question to the contest admin live, and the admin's answer to the contestant", async () => {
  const now = Date.now();
  const { id: cid } = await as<{ id: number }>(rootToken, 'POST', '/api/admin/contest', {
    title: 'Q and A Cup',
    description: 'Ask here.',
    type: 0,
    auth: 0,
    startTime: new Date(now - 3_600_000).toISOString(),
    endTime: new Date(now + 3 * 3_600_000).toISOString(),
  });
  const admin = await signedInAs(site, browser, {
    username: 'root',
    password: 'root-password',
    contexts,
  });
  const alice = await signedInAs(site, browser, { username: 'alice', contexts });
  for (const who of [admin, alice]) {
    const admitted = socketAdmitted(who.page);
    await who.page.goto(`${site.url}/contest/${cid}/comment?l=en-US`);
    await admitted;
    await who.page.getByTestId('comments').getByText('No comments yet').waitFor();
  }
  await alice.page.getByPlaceholder('Write a comment').fill('Is the input **sorted**?');
  await alice.page.getByRole('button', { name: 'Send', exact: true }).click();
  const question = admin.page.getByTestId('comments').locator('[data-comment-id]').first();
  await question.getByText('sorted').waitFor();
  await question.getByRole('button', { name: 'Reply' }).click();
  await question.getByPlaceholder('Reply to alice').fill('Yes, ascending.');
  await question.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await alice.page.getByTestId('comments').getByText('Yes, ascending.').waitFor();
  await alice.page.getByTestId('comments').getByText('@alice').waitFor();
  await shot(alice.page, 'discussions-contest-qa-en-US-desktop');
});

it('links a problem to its discussions, and posts there about that problem', async () => {
  await as(
    rootToken,
    'POST',
    '/api/admin/problem',
    problemDto({ problemId: 'P1000', title: 'A + B' }),
  );
  const { page } = await signedInAs(site, browser, { username: 'alice', contexts });
  // The categories arrive only after the form opened (a loaded server): it still posts.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/discussion-category**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/problem/P1000?l=en-US`);
  await page.getByRole('link', { name: 'Discussions' }).click();
  await page.getByRole('heading', { name: 'Discussions of problem P1000' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/discussion/P1000');
  await page.getByRole('button', { name: 'New discussion' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').waitFor();
  release();
  await dialog.getByLabel('Title').fill('Overflow in A + B');
  await dialog.getByLabel('Description').fill('Use long long');
  await dialog.getByLabel('Content').fill('Sums reach $2^{31}$.');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('link', { name: 'Overflow in A + B' }).waitFor();
  const list = await as<{ records: { title: string; pid: string | null }[] }>(
    users.alice!.token,
    'GET',
    '/api/get-discussion-list?pid=P1000',
  );
  expect(list.records.map((d) => [d.title, d.pid])).toEqual([['Overflow in A + B', 'P1000']]);
});

it('renders the discussion pages at phone and desktop widths in both languages', async () => {
  // Root is not paced (alice has used her burst): its post also shows the SPA badge.
  const did = await postDiscussion(rootToken, 'Screenshots', {
    content: '# Heading\n\nSome `code` and $a^2+b^2=c^2$.\n\n> a quote',
  });
  await as(users.bob!.token, 'POST', '/api/comment', { did, content: 'Nice! **bold**' });
  for (const [lang, viewport, tag] of [
    ['en-US', desktop, 'desktop'],
    ['zh-CN', phone, 'phone'],
    ['zh-CN', desktop, 'desktop'],
    ['en-US', phone, 'phone'],
  ] as const) {
    // Pictures follow the sweep. Overflow is checked at 375 px in both languages (a page
    // wider than 1440 px is wider than 375 px too, so zh-CN at 1440 adds nothing to it).
    const look = inSweep(lang, tag);
    if (!look && tag === 'desktop') continue;
    const { page } = await signedInAs(site, browser, { username: 'alice', viewport, contexts });
    await page.goto(`${site.url}/discussion?l=${lang}`);
    await page.getByText('Screenshots').first().waitFor();
    await settled(page);
    if (look) await shot(page, `discussions-list-${lang}-${tag}`);
    await page.goto(`${site.url}/discussion-detail/${did}?l=${lang}`);
    await page.getByTestId('comments').getByText('Nice!').waitFor();
    await settled(page);
    if (look) await shot(page, `discussions-detail-${lang}-${tag}`);
    if (tag === 'desktop') {
      await page
        .getByTestId('comments')
        .getByRole('button', { name: /Emoji|表情/ })
        .click();
      await page.locator('em-emoji-picker').waitFor();
      await settled(page);
      await shot(page, `discussions-emoji-${lang}-${tag}`);
      await page.keyboard.press('Escape');
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  }
  const { page } = await signedInAs(site, browser, {
    username: 'root',
    password: 'root-password',
    contexts,
  });
  await as(users.bob!.token, 'POST', '/api/discussion-report', {
    did,
    reporter: 'bob',
    content: '#Spam ads# selling accounts',
  });
  await page.goto(`${site.url}/admin/discussion?l=en-US`);
  await page.getByRole('switch', { name: 'Pinned' }).first().waitFor();
  await settled(page);
  await shot(page, 'discussions-admin-list-en-US-desktop');
  await page.goto(`${site.url}/admin/discussion?tab=reports&l=en-US`);
  await page.getByText('selling accounts').waitFor();
  await settled(page);
  await shot(page, 'discussions-admin-reports-en-US-desktop');
  await page.getByRole('button', { name: 'Mark handled' }).first().click();
  await page.getByText('Handled', { exact: true }).first().waitFor();

  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'Add a category' }).click();
  await page.getByPlaceholder('Category name').last().fill('Off-topic');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () =>
      (await as<{ name: string }[]>(rootToken, 'GET', '/api/discussion-category')).map(
        (c) => c.name,
      ),
    )
    .toContain('Off-topic');
  await shot(page, 'discussions-admin-categories-en-US-desktop');

  // Creating at phone width: the full-screen dialog with the markdown editor.
  const author = await signedInAs(site, browser, { username: 'bob', viewport: phone, contexts });
  await author.page.goto(`${site.url}/discussion?l=zh-CN`);
  await author.page.getByRole('button', { name: '发布讨论' }).click();
  await author.page.getByRole('dialog').getByLabel('标题').fill('手机上发帖');
  await settled(author.page);
  await shot(author.page, 'discussions-create-zh-CN-phone');
});

it('hides the discussion pages and links while the public-discussion switch is off', async () => {
  await as(rootToken, 'PUT', '/api/admin/switch/update', { openPublicDiscussion: false });
  try {
    const { page } = await signedInAs(site, browser, { username: 'bob', contexts });
    await page.goto(`${site.url}/discussion?l=en-US`);
    await page.getByText('No Access').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/home');
    expect(
      await page.getByRole('navigation').getByRole('link', { name: 'Discussion' }).count(),
    ).toBe(0);
    await page.goto(`${site.url}/problem/P1000?l=en-US`);
    await page
      .getByRole('heading', { name: /A \+ B/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Discussions' }).count()).toBe(0);
  } finally {
    await as(rootToken, 'PUT', '/api/admin/switch/update', { openPublicDiscussion: true });
  }
});
