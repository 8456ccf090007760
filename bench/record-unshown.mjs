import puppeteer from 'puppeteer';
import ts from 'typescript';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
const root = process.cwd();
const src = fs.readFileSync('src/background/browser/unshown-functions.ts', 'utf8');
const js = ts.transpileModule(src, {
  compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
}).outputText;
const fnSrc = js.slice(js.indexOf('export function unshownParts')).replace('export ', '');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};
const server = http
  .createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const f = path.join(root, p);
    fs.readFile(f, (e, d) => {
      if (e) {
        res.writeHead(404);
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': types[path.extname(f)] ?? 'application/octet-stream' });
      res.end(d);
    });
  })
  .listen(0);
const port = server.address().port;
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 1280, height: 720 });
for (const app of process.argv.slice(2)) {
  const [name, q = ''] = app.split('?');
  await page.goto(`http://127.0.0.1:${port}/test/fixtures/apps/${name}/${q ? '?' + q : ''}`, { waitUntil: 'load' });
  await page
    .waitForFunction(() => window.__ready === true, { timeout: 20000 })
    .catch(() => console.error('no __ready', name));
  const parts = await page.evaluate(`(${fnSrc})(2000)`);
  fs.mkdirSync('test/fixtures/unshown', { recursive: true });
  fs.writeFileSync(`test/fixtures/unshown/${name}.json`, JSON.stringify(parts, null, 1) + '\n');
  console.log(name, parts.length, JSON.stringify(parts).slice(0, 1500));
}
await browser.close();
server.close();
