/**
 * Relay round 14 (docs/relay-log.md, C202 and later): what the built extension's tools tell a model on corpus
 * round 15's apps: a signature drawn on a canvas (signature_pad), a chat's channel buttons with unread badges
 * (Preact), a wiki page edited as Markdown in a textarea (marked), a wiki route change that re-renders the sidebar,
 * a mail row's flex items, a script-handled `href="#"` link. One browser for the file.
 */
import { describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOnLine } from './helpers/refs';

let { servers, page, tools } = {} as AppHarness;
appHarness((made) => ({ servers, page, tools } = made));

describe('signature_pad: a signature box says it is a drawing (relay log C206)', () => {
  it('the named canvas prints with its size and what it holds', async () => {
    await openApp(page, servers.main.url, 'signature-pad');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `Canvas "Signature"`, nothing saying the box is drawn on, not typed into.
    expect(snap).toMatch(/\n {2}canvas "Signature": a drawing, \d+×\d+ px: what it shows is pixels/);
    expect(snap).not.toContain('Canvas "Signature"');
  });
});

describe('Preact chat: a channel button with an unread badge is one line (relay log C207)', () => {
  it('the badge and the channel words are not printed again under the button', async () => {
    await openApp(page, servers.main.url, 'preact-chat');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    expect(snap).toMatch(/button "# deploys 4 unread" e\d+\n {2}button "# random 2 unread"/);
    expect(snap).not.toContain('generic "4 unread"');
  });
});

describe('marked wiki: an edit in a long textarea says what it replaced (relay log C209)', () => {
  it("the diff's (was: …) holds the changed words, not the whole old page", async () => {
    await openApp(page, servers.main.url, 'marked-wiki');
    await page.goto(`${servers.main.url}/test/fixtures/apps/marked-wiki/#/expenses`);
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    await tools.ok('click', { ref: refOnLine(snap, /button "Edit page" (e\d+)/) });
    const edit = await tools.ok('snapshot', { mode: 'viewport' });
    const source = refOnLine(edit, /textbox "Markdown source" (e\d+)/);
    const old = (await page.$eval('#src', (t) => (t as HTMLTextAreaElement).value)) as string;
    const typed = await tools.ok('type', { ref: source, text: old.replace('180 EUR', '200 EUR') });
    const was = /\(was: value=(.*)\)\n/.exec(typed)?.[1] ?? '';
    // Before: the 240-character old value whole, which differs from the new one in one word.
    expect(was).toContain('180 EUR a night');
    expect(was).not.toContain('Alcohol is not reimbursed');
    expect(was).toMatch(/^….*…$/);
    expect(typed).toContain('Hotels up to 200 EUR a night.');
  });
});

describe('Lit mail: rows ticked in one call (relay log C204)', () => {
  it('fill_form, the way a refused second click is pointed to, ticks two rows and Archive moves both', async () => {
    await openApp(page, servers.main.url, 'lit-mail');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const boxes = [...snap.matchAll(/checkbox "Select" (e\d+)/g)].map((m) => m[1]!);
    // What the model is told when it batches the clicks is unit-tested (loop/ordering.test.ts); the way it is
    // pointed to must work on these rows, checkboxes in a shadow root whose clicks stop propagating.
    const filled = await tools.ok('fill_form', {
      fields: [
        { ref: boxes[0], value: true },
        { ref: boxes[5], value: true },
      ],
    });
    expect(filled).toMatch(/checked checkbox "Select" e\d+\n.*checked checkbox "Select" e\d+/s);
    expect(filled).toMatch(/button "Archive" e\d+ \(now enabled\)/);
    const archived = await tools.ok('click', { ref: refOnLine(filled, /button "Archive" (e\d+) \(now enabled\)/) });
    expect(archived).toContain('2 conversations moved to Archive');
    expect(archived).not.toContain('Priya Natarajan');
  });
});

describe('Lit mail: text found in a row names the row to click (relay log C210)', () => {
  it("find's path holds the clickable row's ref, and clicking it opens the message", async () => {
    await openApp(page, servers.main.url, 'lit-mail');
    await tools.ok('snapshot', { mode: 'viewport' });
    const found = await tools.ok('find', { query: 'Marco' });
    // Before: `in: region "Messages"  beside: checkbox "Select" e17, button "Starred" e18`, the row nowhere.
    const row = refOnLine(found, /text: Marco Rossi .* in: region "Messages"(?: e\d+)? > generic (e\d+) {2}beside:/);
    const opened = await tools.ok('click', { ref: row });
    expect(opened).toContain('h2 "Lunch on Friday?" (new)');
  });
});

describe('Lit mail: typing the body, then Send, in one turn (relay log C204)', () => {
  it('a type that changed only its own field does not stop the click chosen with it', async () => {
    await openApp(page, servers.main.url, 'lit-mail');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const row = refOnLine(snap, /generic (e\d+)\n {4}checkbox "Select" e\d+ \[unchecked\]\n {4}button "Starred"/);
    const opened = await tools.ok('click', { ref: row });
    const dialog = await tools.ok('click', { ref: refOnLine(opened, /button "Reply" (e\d+)/) });
    const typed = await tools.run('type', {
      ref: refOnLine(dialog, /textbox "Body" (e\d+)/),
      text: 'Friday 12:30 works for me',
    });
    // Before: pageChanged, so the loop refused the Send chosen in the same turn ("Not run: the page changed").
    expect(typed.ok && typed.pageChanged).toBe(false);
    const sent = await tools.run('click', { ref: refOnLine(dialog, /button "Send" (e\d+)/) });
    expect(sent.ok && sent.text).toContain('Message sent');
    expect(sent.ok && sent.pageChanged).toBe(true);
  });
});

describe('Lit mail: a row box reused for another mail (relay log C205)', () => {
  it('a click on a ref whose row now shows another mail is refused, and opens nothing', async () => {
    await openApp(page, servers.main.url, 'lit-mail');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const row = refOnLine(snap, /generic (e\d+)\n {4}checkbox "Select" e\d+ \[unchecked\]\n {4}button "Starred"/);
    // Archive the first mail through the page, not the tools: the model is shown nothing, and Lit's unkeyed list
    // reuses every row's element for the mail below it.
    const rows = () =>
      page.evaluate(() => [...document.querySelector('mail-app')!.shadowRoot!.querySelectorAll('.row')].length);
    const before = await rows();
    await page.evaluate(() => {
      const root = document.querySelector('mail-app')!.shadowRoot!;
      (root.querySelector('.row input') as HTMLInputElement).click();
    });
    await page.waitForFunction(() => {
      const root = document.querySelector('mail-app')!.shadowRoot!;
      const archive = [...root.querySelectorAll('.list .toolbar button')].find((b) => b.textContent === 'Archive');
      if (!archive || (archive as HTMLButtonElement).disabled) return false;
      (archive as HTMLButtonElement).click();
      return true;
    });
    await page.waitForFunction(
      (n) => document.querySelector('mail-app')!.shadowRoot!.querySelectorAll('.row').length < n,
      {},
      before,
    );
    const clicked = await tools.run('click', { ref: row });
    expect(clicked.ok).toBe(false);
    if (!clicked.ok)
      expect(clicked.error).toMatch(
        new RegExp(
          `^${row} now shows ".*Your trip to Lisbon.*", not ".*Marco Rossi Lunch on Friday.*" as in your last`,
        ),
      );
    const opened = await page.evaluate(
      () => document.querySelector('mail-app')!.shadowRoot!.querySelectorAll('.row.sel').length,
    );
    expect(opened).toBe(0);
    // A fresh snapshot gives the row its new content, and the click then works on what the model sees.
    await tools.ok('snapshot', { mode: 'viewport' });
    expect(await tools.ok('click', { ref: row })).toContain('(new)');
  });

  it('after an Archive done through the tools, whose result showed the rows anew, the same ref opens what it shows', async () => {
    await openApp(page, servers.main.url, 'lit-mail');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const row = refOnLine(snap, /generic (e\d+)\n {4}checkbox "Select" e\d+ \[unchecked\]\n {4}button "Starred"/);
    const box = refOnLine(snap, /checkbox "Select" (e\d+)/);
    const ticked = await tools.ok('click', { ref: box });
    const archived = await tools.ok('click', { ref: refOnLine(ticked, /button "Archive" (e\d+)/) });
    expect(archived).toContain('moved to Archive');
    expect(await tools.ok('click', { ref: row })).toContain('(new)');
  });
});

describe('marked wiki: a same-page route change that re-rendered the sidebar (relay log C202)', () => {
  it('the click result does not say the refs stay valid when the clicked link got a new one', async () => {
    await openApp(page, servers.main.url, 'marked-wiki');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const oldRef = refOnLine(snap, /link "Deploying" (e\d+) -> .*#\/deploying/);
    const clicked = await tools.ok('click', { ref: oldRef });
    expect(clicked).toContain('the URL is now');
    expect(clicked).toContain('h1 "Deploying"');
    // The router rebuilt the sidebar: the same link, under a new ref.
    expect(refOnLine(clicked, /link "Deploying" (e\d+)[^\n]* ->/)).not.toBe(oldRef);
    // Before: `refs stay valid for elements still on it`.
    expect(clicked).not.toContain('refs stay valid for elements still on it');
    expect(clicked).toMatch(/an older ref is valid only where it is printed again|print with the same ref/);
  });
});

describe('Lit mail: a row of flex items reads as separate words (relay log C203)', () => {
  it("the subject cut with an ellipsis and the date beside it are two words, through the extension's collector", async () => {
    await openApp(page, servers.main.url, 'lit-mail');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    // Before: `text: Marco Rossi Lunch on Friday?Nov 27`.
    expect(snap).toContain('text: Marco Rossi Lunch on Friday? Nov 27\n');
  });
});

describe('Preact chat: a thread link handled by script (relay log C208)', () => {
  it('prints no target for href="#"', async () => {
    await openApp(page, servers.main.url, 'preact-chat');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const deploys = await tools.ok('click', { ref: refOnLine(snap, /button "# deploys 4 unread" (e\d+)/) });
    // Before: `link "2 replies" e24 -> /test/fixtures/apps/preact-chat/`, a link to the page itself.
    expect(deploys).toMatch(/link "2 replies" e\d+\n/);
    expect(deploys).not.toMatch(/link "2 replies".*->/);
  });
});

describe('marked wiki: a named link whose element now names another page (relay log C205, named targets)', () => {
  it('a click on the ref the model remembers is refused, and works again once the model has seen the new name', async () => {
    await openApp(page, servers.main.url, 'marked-wiki');
    const snap = await tools.ok('snapshot', { mode: 'viewport' });
    const link = refOnLine(snap, /link "Expense policy" (e\d+)/);
    // The page reuses the element for another page, unseen by the model (as a reused list row would).
    await page.evaluate(() => {
      const a = document.querySelector('a[href="#/expenses"]') as HTMLAnchorElement;
      a.textContent = 'Deploying checklist';
      a.setAttribute('href', '#/deploying');
    });
    const hash = await page.evaluate(() => location.hash);
    const clicked = await tools.run('click', { ref: link });
    expect(clicked.ok).toBe(false);
    if (!clicked.ok)
      expect(clicked.error).toBe(
        `${link} now shows "Deploying checklist", not "Expense policy" as in your last snapshot: the page reused link "Expense policy" ${link} for other content. Nothing was done.`,
      );
    expect(await page.evaluate(() => location.hash)).toBe(hash);
    // A snapshot shows the new name: the same ref now does what the model sees.
    const seen = await tools.ok('snapshot', { mode: 'viewport' });
    expect(seen).toContain(`link "Deploying checklist" ${link}`);
    expect(await tools.ok('click', { ref: link })).toContain('h1 "Deploying"');
  });
});
