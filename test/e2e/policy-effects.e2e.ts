/**
 * Policy judges what a call will really do (ToolDef.effects + the browser side's hit-testing), in Chromium with
 * the built extension: the element under a point through frames (a pay button in a cross-site iframe, an icon-only
 * button), where Tab moves focus before Enter, Enter in a compose box, the button a typed Enter submits with, risky
 * dialogs; and the target re-checked at the moment of the press. globalThis.tabwright.judgeTool runs the gate's
 * facts + decide() without cards and arms the press guard as an approval does.
 */
import type { Frame, Page } from 'puppeteer';
import { beforeAll, describe, expect, it } from 'vitest';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { writeSettings } from './helpers/settings';
import { judgeTool } from './helpers/tools';

let { ext, servers, page, tabId, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

interface Judged {
  facts: { targets: Array<{ frameUrl?: string; element?: { name: string; role: string; keyEffect?: string } }> };
  decisions: Array<{ verdict: string; kind?: string; reasons: Array<{ code: string; text: string }> }>;
  error?: string;
}
const judge = (name: string, args: Record<string, unknown>) => judgeTool<Judged>(ext, tabId, name, args);
/** Reason codes of the high-risk / deny kind: what makes a card red or refuses, beyond the site permission. */
const serious = (j: Judged) => j.decisions.flatMap((d) => d.reasons.map((r) => r.code)).filter((c) => c !== 'new-site');
const reasonText = (j: Judged) => j.decisions.flatMap((d) => d.reasons.map((r) => r.text)).join(' | ');

let scale = 1;
/** Screenshot pixels of a CSS point of the top frame. */
const shot = (p: { x: number; y: number }) => ({ x: Math.round(p.x / scale), y: Math.round(p.y / scale) });
async function centre(frame: Page | Frame, selector: string): Promise<{ x: number; y: number }> {
  return frame.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
}
/** The centre of an element of the payment frame (fixed boxes, see pay-frame.html), in the top frame's viewport. */
async function inPayFrame(selector: '#pay' | '#card') {
  const inner = selector === '#pay' ? { x: 60, y: 20 } : { x: 100, y: 75 };
  const box = await page.$eval('#payframe', (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + 2 + 6, y: r.top + 2 + 6 };
  });
  return { at: { x: box.x + inner.x, y: box.y + inner.y } };
}

async function openEffects(): Promise<void> {
  const other = servers.other.url;
  await page.goto(
    `${servers.main.url}/test/fixtures/pages/effects/index.html?frame=${encodeURIComponent(`${other}/test/fixtures/pages/effects/pay-frame.html`)}&other=${encodeURIComponent(other)}`,
    { waitUntil: 'load' },
  );
  await page.waitForFunction(() => document.querySelector('iframe')?.contentWindow !== null);
  await page.bringToFront();
  const r = await tools.run('screenshot');
  if (!r.ok || !r.image) throw new Error('no screenshot');
  scale = (await page.evaluate(() => window.innerWidth)) / r.image.width;
}

beforeAll(async () => {
  await writeSettings(ext, {
    secrets: [{ name: 'card', value: '4111111111111111', origins: [servers.main.url] }],
  });
});

describe('screen-point tools are judged on the element that receives the input', () => {
  it('an icon-only button (svg inside) is judged by its label or title, like click by ref', async () => {
    await openEffects();
    const pay = await judge('click_xy', shot(await centre(page, '#icon-pay svg')));
    expect(pay.facts.targets[0]!.element).toMatchObject({ role: 'button', name: 'Pay now' });
    expect(serious(pay)).toContain('risky-name');
    expect(pay.decisions[0]!.kind).toBe('high-risk');
    const send = await judge('click_xy', shot(await centre(page, '#title-send svg')));
    expect(serious(send).length, reasonText(send)).toBeGreaterThan(0);
    const help = await judge('click_xy', shot(await centre(page, '#help svg')));
    expect(help.facts.targets[0]!.element?.name).toBe('Help');
    expect(serious(help)).toEqual([]);
  });

  it("a pay button inside a cross-site iframe is that button on that frame's origin, not the <iframe>", async () => {
    const { at } = await inPayFrame('#pay');
    const judged = await judge('click_xy', shot(at));
    expect(judged.facts.targets[0]!.frameUrl).toContain(servers.other.url);
    expect(judged.facts.targets[0]!.element).toMatchObject({ role: 'button', name: 'Pay $20' });
    expect(serious(judged)).toContain('risky-name');
    // Approved, the press goes through the frame to the same button (the guard finds it again there).
    await tools.ok('click_xy', shot(at));
    expect(await tools.ok('snapshot', { mode: 'full' })).toMatch(/paid/);
  });

  it("type_xy with a secret into a third-party frame is refused; on the secret's own site it is not", async () => {
    const { at } = await inPayFrame('#card');
    const off = await judge('type_xy', { ...shot(at), text: '{{secret:card}}' });
    expect(off.decisions[0]).toMatchObject({ verdict: 'deny' });
    expect(serious(off)).toContain('secret-off-site');
    const own = await judge('type_xy', { ...shot(await centre(page, '#search')), text: '{{secret:card}}' });
    expect(own.decisions.map((d) => d.verdict)).not.toContain('deny');
  });
});

describe('keys are judged on the element they act on', () => {
  it('Tab then Enter from the search box is judged as pressing "Send money", and the result names it', async () => {
    const ref = await tools.ref('textbox', 'Search');
    const judged = await judge('press_key', { keys: ['Tab', 'Enter'], ref });
    expect(judged.facts.targets.at(-1)!.element).toMatchObject({ name: 'Send money', keyEffect: 'activate' });
    expect(serious(judged)).toContain('risky-name');
    // Approved (armed as the gate arms it): the keys land where they were judged, and the result says so.
    const ran = await tools.ok('press_key', { keys: ['Tab', 'Enter'], ref });
    expect(ran).toMatch(/went to button "Send money"/);
    expect(await page.$eval('#log', (n) => n.textContent)).toContain('send-money');
  });

  it('Enter in a contenteditable compose box counts as Send; Shift+Enter does not', async () => {
    const ref = await tools.ref('generic', 'Message Alice');
    const sent = await judge('press_key', { keys: 'Enter', ref });
    expect(sent.facts.targets.some((t) => t.element?.keyEffect === 'send')).toBe(true);
    expect(reasonText(sent)).toMatch(/sends the message/);
    expect(serious(await judge('press_key', { keys: 'Shift+Enter', ref }))).toEqual([]);
    // Approved, typing the message and its Enter go through: the box is the same box with text in it.
    await judge('type', { ref, text: 'Hi Alice', submit: true });
    await tools.ok('type', { ref, text: 'Hi Alice', submit: true });
    expect(await page.$eval('#log', (n) => n.textContent)).toContain('chat-sent');
  });

  it('type with submit: true is judged on what the Enter submits (a form posting to another site)', async () => {
    const ref = await tools.ref('textbox', 'Query');
    const judged = await judge('type', { ref, text: 'shoes', submit: true });
    expect(judged.facts.targets[1]!.element).toMatchObject({ name: 'Search', keyEffect: 'submit' });
    expect(reasonText(judged)).toMatch(/Submits the form to another site/);
    expect(serious(await judge('type', { ref, text: 'shoes', submit: false }))).toEqual([]);
  });
});

describe('risk from structure', () => {
  it('a harmless button of a dialog titled "Delete repository?" is high-risk; its Cancel is not', async () => {
    const ok = await judge('click', { ref: await tools.ref('button', 'I understand') });
    expect(reasonText(ok)).toMatch(/dialog "Delete repository octo\/app\?"/);
    expect(serious(await judge('click', { ref: await tools.ref('button', 'Cancel') }))).toEqual([]);
  });
});

describe('the target is re-checked at the moment of the press', () => {
  it('a button renamed between the check and the click is not clicked', async () => {
    await openEffects();
    const ref = await tools.ref('button', 'Next');
    expect(serious(await judge('click', { ref }))).toEqual([]);
    await page.evaluate(() => {
      document.getElementById('swap')!.textContent = 'Pay now';
    });
    const r = await tools.run('click', { ref });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/at the moment of the press/);
    expect(await page.$eval('#log', (n) => n.textContent)).not.toContain('swap');
  });

  it('another element moved under the point between the check and the click is not clicked', async () => {
    const point = shot(await centre(page, '#help svg'));
    expect(serious(await judge('click_xy', point))).toEqual([]);
    await page.evaluate(() => {
      const help = document.getElementById('help')!.getBoundingClientRect();
      const pay = document.getElementById('icon-pay')!;
      Object.assign(pay.style, { position: 'fixed', left: `${help.left}px`, top: `${help.top}px`, zIndex: '9' });
    });
    const r = await tools.run('click_xy', point);
    expect(!r.ok && r.error).toMatch(/at the moment of the press/);
    expect(await page.$eval('#log', (n) => n.textContent)).not.toContain('icon-pay');
    // Judged again on what is there now, the same point is the pay button.
    expect(serious(await judge('click_xy', point))).toContain('risky-name');
  });
});

describe('a real app: shoelace (web components, shadow roots, a dialog)', () => {
  it('click_xy on the dialog\'s Delete is judged as that button in the "Delete account?" dialog', async () => {
    await openApp(page, servers.main.url, 'shoelace');
    await page.bringToFront();
    await tools.run('screenshot');
    const icon = await page.$eval('sl-icon-button', (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    const gear = await judge('click_xy', shot(icon));
    expect(gear.facts.targets[0]!.element?.name).toBe('Settings');
    await page.evaluate(() => (document.getElementById('confirm') as HTMLElement & { show(): void }).show());
    await page.waitForFunction(() => (document.getElementById('confirm') as HTMLElement & { open: boolean }).open);
    await new Promise((r) => setTimeout(r, 400)); // the dialog's opening animation
    const del = await judge('click_xy', shot(await centre(page, '#confirm-ok')));
    expect(del.facts.targets[0]!.element).toMatchObject({ role: 'button', name: 'Delete' });
    expect(serious(del)).toContain('risky-name');
    expect(reasonText(del)).toMatch(/dialog "Delete account\?"/);
  });
});
