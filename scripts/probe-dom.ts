import { launchChromium, openApp, settle } from '../bench/snapshot-apps';
import { startStaticServer } from '../test/fixtures/serve';
export async function main(argv: string[]): Promise<void> {
  const [app, js] = argv;
  const server = await startStaticServer({ root: process.cwd() });
  const browser = await launchChromium();
  const page = await openApp(browser, server.url, { name: app!, path: `${app}/` });
  await settle(page, 300);
  console.log(await page.evaluate(js!));
  await browser.close();
  await server.close();
}
