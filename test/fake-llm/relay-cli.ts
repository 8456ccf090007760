/**
 * npm run relay -- --app <name> --task "<what to do>" [--dir tmp/relay] [--format openai|anthropic] [--keep]
 *   [--user ask|allow-once|deny] [--root <dir>]
 *
 * Plays a task with the model's part relayed through files (relay.ts): starts Chromium with the built extension,
 * the fake LLM in relay mode as its provider, serves the app (a corpus app of test/fixtures/apps/corpus.ts, a
 * fixture app folder, or --url /path on the fixture server), types the task into the side panel and prints each
 * request readably. The app's site is allowed to read and act (--ask keeps the panel's confirmation cards).
 * Whoever plays the model writes <dir>/answer-<n>.json or .txt; confirmation cards are the user's (relay-cards.ts:
 * printed, answered from <dir>/card-<k>.answer, or all by --user). The run ends when the task does
 * (a text answer), unless --keep. Needs `npm run build` first. --root serves another folder than the repo (a
 * scratch copy whose node_modules holds a package to try before it is a devDependency).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchWithExtension, repoRoot } from '../e2e/helpers/browser';
import { assistantTexts, useFakeModel as pointAtFakeModel, sessionView, waitForSession } from '../e2e/helpers/agent';
import { startStaticServer } from '../fixtures/serve';
import { CORPUS, openCorpusApp } from '../fixtures/apps/corpus';
import { relayResponder } from './relay';
import { type CardUser, cardAnswerer } from './relay-cards';
import { startFakeLlm } from './server';

export async function main(argv = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      app: { type: 'string' },
      url: { type: 'string' },
      task: { type: 'string' },
      dir: { type: 'string', default: 'tmp/relay' },
      format: { type: 'string', default: 'openai' },
      keep: { type: 'boolean', default: false },
      ask: { type: 'boolean', default: false },
      user: { type: 'string', default: 'ask' },
      root: { type: 'string' },
    },
  });
  if (!values.task || (!values.app && !values.url)) {
    console.log(
      'usage: npm run relay -- --app <corpus or fixture app> | --url </path> --task "<task>" [--dir tmp/relay]',
    );
    console.log(`corpus apps: ${CORPUS.map((a) => a.name).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const dir = path.resolve(values.dir!);
  // A fresh folder per run: an old answer-0.json must not answer this run's first request.
  rmSync(dir, { recursive: true, force: true });
  const llm = await startFakeLlm({
    responder: relayResponder({
      dir,
      onRequest: (text) => console.log(`\n${text}\n`),
      onAnswer: (n, step, error) =>
        console.log(
          error
            ? `answer #${n} rejected: ${error} (fix it and write it again)`
            : `answer #${n}: ${JSON.stringify(step)}`,
        ),
    }),
  });
  const server = await startStaticServer({ root: values.root ? path.resolve(values.root) : repoRoot });
  const ext = await launchWithExtension();
  try {
    // The served apps are trusted for reading and acting, as a user would set for a site they work on; --ask
    // keeps the default (a card in the panel asks before each action there).
    const allow = { read: 'allow', act: 'allow', mode: 'inherit' };
    await pointAtFakeModel(ext, llm, values.format === 'anthropic' ? 'anthropic' : 'openai', {
      ...(values.ask ? {} : { sitePermissions: { [server.url]: allow } }),
    });
    const page = await ext.newPage();
    const corpusApp = CORPUS.find((a) => a.name === values.app);
    if (corpusApp) await openCorpusApp(page, server.url, corpusApp, repoRoot);
    else {
      const target = values.url ?? `/test/fixtures/apps/${values.app}/`;
      await page.goto(target.startsWith('http') ? target : `${server.url}${target}`, { waitUntil: 'load' });
      if (!values.url) await page.waitForFunction('window.__ready === true', { timeout: 30_000 });
    }
    const tabId = await ext.tabIdOf(page);
    console.log(`app: ${page.url()} (tab ${tabId}); requests and answers in ${dir}`);
    const panel = await ext.openPanel(tabId);
    await panel.type('textarea', values.task);
    await panel.keyboard.press('Enter');
    // The panel was opened as a tab; put the app back in front, as with a real side panel next to it.
    await page.bringToFront();
    await waitForSession(ext, tabId, (v) => v.status === 'running', 20_000);
    // The user's part: confirmation cards are printed and answered (relay-cards.ts), until the task ends.
    const user = (['allow-once', 'deny'].includes(values.user!) ? values.user : 'ask') as CardUser;
    const cards = cardAnswerer({ panel, page, dir, user, log: console.log });
    let view = await sessionView(ext, tabId);
    for (; view.status === 'running'; view = await sessionView(ext, tabId).catch(() => view)) {
      await cards.poll().catch((e) => console.log(`card watch: ${e}`));
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`\n=== task ended: ${view.status}${view.error ? ` (${view.error.message})` : ''} ===`);
    console.log(assistantTexts(view).at(-1) ?? '(no answer)');
    console.log(`page: ${page.url()}`);
    if (values.keep) {
      console.log('--keep: the browser stays up; Ctrl-C to end.');
      await new Promise(() => undefined);
    }
  } finally {
    if (!values.keep) {
      await ext.close();
      await server.close();
      await llm.close();
    }
  }
}
