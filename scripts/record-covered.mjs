// Records what the hidden-text rules read (computed styles, boxes, the tree) of real pages in Chromium, for the
// covered-text unit test (src/background/cdp/covered.test.ts), and the raw DOMSnapshot the fallback collector reads
// of the round 8 covers page (snapshot-covers.test.ts): node scripts/record-covered.mjs
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { runnerImport } from 'vite';
import { chromiumArgs, findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The hidden-text rules' styles, read from the TypeScript source so the two lists cannot drift apart.
const { module: hiddenStyles } = await runnerImport(path.join(root, 'src/background/cdp/hidden-styles.ts'), {
  configFile: false,
  logLevel: 'silent',
});
const HIDDEN_STYLES = hiddenStyles.HIDDEN_STYLES;
const { module: domHints } = await runnerImport(path.join(root, 'src/background/cdp/dom-hints.ts'), {
  configFile: false,
  logLevel: 'silent',
});
const server = createServer(async (req, res) => {
  const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const type = file.endsWith('.html')
    ? 'text/html'
    : file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.css')
        ? 'text/css'
        : '';
  try {
    const body = await readFile(file);
    res.writeHead(200, type ? { 'content-type': type } : {});
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({ executablePath: await findChromium(), args: chromiumArgs() });
const pages = [
  ['hidden-r6', '/test/fixtures/pages/redteam/hidden-r6.html', null],
  // An ordinary app with opaque positioned boxes: Choices' dropdown open over the form (corpus app).
  ['choices-open', '/test/fixtures/apps/choices/index.html', '.choices'],
];
for (const [name, url, click] of pages) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  await page.goto(base + url, { waitUntil: 'load' });
  if (click) await page.click(click);
  const nodes = await page.evaluate((styles) => {
    const out = [];
    const range = document.createRange();
    const visit = (node, parent) => {
      const me = out.length;
      if (node.nodeType === 1) {
        const s = getComputedStyle(node);
        if (s.display === 'none') return;
        const r = node.getBoundingClientRect();
        out.push({
          parent,
          text: false,
          name: node.localName,
          style: Object.fromEntries(styles.map((k) => [k, s.getPropertyValue(k)])),
          box: [r.x + scrollX, r.y + scrollY, r.width, r.height].map(Math.round),
        });
      } else if (node.nodeType === 3 && node.nodeValue.trim()) {
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        out.push({
          parent,
          text: true,
          value: node.nodeValue.trim().slice(0, 60),
          box: [r.x + scrollX, r.y + scrollY, r.width, r.height].map(Math.round),
        });
        return;
      } else return;
      for (const c of node.childNodes) visit(c, me);
    };
    visit(document.documentElement, -1);
    return out;
  }, HIDDEN_STYLES);
  // A text node is judged on its element's style, as both collectors report it.
  for (const n of nodes) if (n.text) n.style = nodes[n.parent].style;
  writeFileSync(path.join(root, `test/fixtures/covered/${name}.json`), `${JSON.stringify(nodes)}\n`);
  console.log(name, nodes.length, 'nodes');
}
// The fallback collector's own input: DOMSnapshot.captureSnapshot as collect.ts asks for it.
for (const name of ['covers-r8']) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  await page.goto(`${base}/test/fixtures/pages/redteam/${name}.html`, { waitUntil: 'load' });
  const cdp = await page.createCDPSession();
  const snap = await cdp.send('DOMSnapshot.captureSnapshot', {
    computedStyles: domHints.SNAPSHOT_STYLES,
    includePaintOrder: true,
  });
  writeFileSync(path.join(root, `test/fixtures/covered/${name}-snapshot.json`), `${JSON.stringify(snap)}\n`);
  console.log(`${name}-snapshot`, snap.documents[0].nodes.parentIndex.length, 'nodes');
}
await browser.close();
server.close();
