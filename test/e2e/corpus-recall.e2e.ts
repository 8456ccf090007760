/**
 * Every app of the real-app corpus (test/fixtures/apps/corpus.ts), loaded once in one browser: the full snapshot
 * the agent gets (the snapshot tool in the built extension) must show >= 98% of the named actionable elements
 * Playwright's ariaSnapshot({mode:'ai'}) shows on the same tab (test/corpus/recall.ts). bench:snapshot prints the
 * same figure with tokens and times; this file keeps it from sliding back in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser as PwBrowser, chromium } from 'playwright-core';
import { type ExtensionBrowser, launchWithExtension, repoRoot } from './helpers/browser';
import { toolRunner } from './helpers/tools';
import { startStaticServer, type StaticServer } from '../fixtures/serve';
import { CORPUS, openCorpusApp } from '../fixtures/apps/corpus';
import { ensureTiddlyWiki } from '../fixtures/apps/tiddlywiki';
import { nameRecall } from '../corpus/recall';
import { playwrightPage } from '../corpus/playwright-page';

let ext: ExtensionBrowser;
let pw: PwBrowser;
let server: StaticServer;

beforeAll(async () => {
  // Rendering the wikis can take a while the first time; do it before the per-test clock starts.
  ensureTiddlyWiki(repoRoot, 'empty');
  server = await startStaticServer({ root: repoRoot });
  ext = await launchWithExtension({ debuggingPort: true });
  pw = await chromium.connectOverCDP(ext.cdpUrl!);
}, 240_000);

afterAll(async () => {
  await pw?.close().catch(() => undefined);
  await ext?.close();
  await server?.close();
});

/**
 * Misses with a known cause that is a product decision rather than a collection bug, excused by name and said in
 * bench:snapshot (which counts them). Remove an entry when its cause is fixed.
 */
const KNOWN: Record<string, { why: string; excuse(pwLine: string, ours: string): boolean }> = {
  formio: {
    why:
      'formio puts an autofill trap beside its select: input "autocomplete", opacity 0 and 2 px high, which no user ' +
      'sees or uses (the select itself is matched)',
    excuse: (l) => /^- textbox "autocomplete"/.test(l),
  },
  'tom-select': {
    why:
      'Tom Select hides its native <select multiple> (1 px, clipped) and draws its own dropdown, whose options exist ' +
      'only once it is opened; Playwright gives the hidden options refs. The snapshot prints the select with its ref ' +
      'and its chosen options (select_option on it chooses through the widget) and the opened list with refs ' +
      '(test/e2e/perception-widgets.e2e.ts)',
    excuse: (l, ours) => /^- option "/.test(l) && /\n\s+listbox e\d+\n\s+option "[^"]+" \[selected\]/.test(ours),
  },
  tinymce: {
    why:
      'its branding link is labelled "Build with TinyMCE" but shows "Build with" and a logo drawn as SVG paths; the ' +
      "shown-name rule (policy/shown-name.ts) keeps a label's words only when the page shows them",
    excuse: (l, ours) => /^- link "Build with TinyMCE"/.test(l) && /link "Build with" e\d+/.test(ours),
  },
  antd: {
    why:
      'Ant Design\'s pager arrows are <li title="Next Page"> around a button whose icon is labelled "right": a ' +
      'title is a hover tooltip the page may never show, which the shown-name rule (policy/shown-name.ts) does not ' +
      'take as a name; the arrow prints as `button "right"` in the pager list',
    excuse: (l, ours) => /^- listitem "(Next|Previous) Page"/.test(l) && /button "(right|left)" e\d+/.test(ours),
  },
  fullcalendar: {
    why:
      'the days of the next and previous month are faded cells named by aria-label ("February 23, 2025") and show ' +
      'only their day number; the snapshot prints what is shown (issue #11 class 4), so the long label is not matched',
    excuse: (l) => /^- gridcell "\w+ \d+, \d{4}" \[ref=e\d+\]:$/.test(l),
  },
};

describe('real-app corpus: recall against Playwright', () => {
  // The 9.6 MB documentation wiki takes 30-90 s to load on a busy CI machine: bench:snapshot measures it.
  for (const app of CORPUS.filter((a) => !a.heavy)) {
    it(`${app.name} (${app.kind}): >= 98% of Playwright's named actionable elements`, async () => {
      const page = await ext.browser.newPage();
      try {
        await openCorpusApp(page, server.url, app, repoRoot);
        await new Promise((r) => setTimeout(r, 300));
        const tabId = await ext.tabIdOf(page);
        const ours = await toolRunner(ext, () => tabId).ok('snapshot', { mode: 'full' });
        const theirs = await (await playwrightPage(pw, page)).ariaSnapshot({ mode: 'ai' });
        const r = nameRecall(theirs, ours);
        if (app.unnamed) {
          // Nothing to measure against (corpus-kit.ts unnamed): the app loaded and our snapshot offers targets.
          expect(r.wanted, `Playwright names nothing here: ${app.unnamed}`).toBe(0);
          expect(ours).toMatch(/ e\d+\b/);
          console.log(`recall ${app.name}: not measured (${app.unnamed})`);
          return;
        }
        expect(r.wanted, 'Playwright found targets').toBeGreaterThan(0);
        const known = KNOWN[app.name];
        let missed = r.missed.filter((l) => !known?.excuse(l, ours));
        // Content that exists but is not shown now (a carousel's other slides, an inactive tab) is left out of the
        // snapshot on purpose; it counts as found when find reaches it and says how to reveal it.
        const tools = toolRunner(ext, () => tabId);
        const reached: string[] = [];
        for (const l of missed) {
          const name = /^- \S+ "([^"]+)"/.exec(l)?.[1];
          const found = name && (await tools.ok('find', { query: name }));
          if (found && /not shown now|none shown now/.test(found) && found.includes(`"${name}"  — `)) reached.push(l);
        }
        missed = missed.filter((l) => !reached.includes(l));
        const recall = (r.wanted - missed.length) / r.wanted;
        console.log(
          `recall ${app.name}: ${r.wanted - r.missed.length}/${r.wanted} printed, ${reached.length} not shown but found, ` +
            `${r.missed.length - reached.length - missed.length} known, ${(recall * 100).toFixed(1)}%`,
        );
        expect(
          recall,
          `missed ${missed.length} of ${r.wanted}:\n${missed.slice(0, 15).join('\n')}`,
        ).toBeGreaterThanOrEqual(0.98);
      } finally {
        await page.close();
      }
    }, 90_000);
  }
});
