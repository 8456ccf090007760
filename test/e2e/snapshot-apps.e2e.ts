/**
 * The snapshot engine in real Chromium, through the built extension's worker (tabwright.runTool, as the agent calls
 * it), on apps other people built: what the model reads after an action, shadow DOM, iframes (same- and cross-site),
 * and refs that survive a re-render.
 */
import { describe, expect, it } from 'vitest';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { appHarness, openApp, type AppHarness } from './helpers/app-harness';
import { refOf, refsOf } from './helpers/refs';

const open = (app: string, query = '') => openApp(page, servers.main.url, app, query);
const snapshot = (mode: 'full' | 'viewport' = 'full') => tools.ok('snapshot', { mode });

let { ext, servers, page, tabId, tools } = {} as AppHarness;
appHarness((made) => ({ ext, servers, page, tabId, tools } = made));

describe('snapshot on real apps', () => {
  it('swagger-ui: expanding an operation returns only the new part, a fraction of the page', async () => {
    await open('swagger-ui');
    const full = await snapshot();
    const clicked = await tools.ok('click', { ref: refOf(full, 'button', /^GET \/pet\/\{petId\}/) });
    // The diff as the engine wrote it, without the tool's own envelope.
    const changes = clicked.slice(clicked.indexOf('[diff]'), clicked.lastIndexOf('</untrusted_page>'));
    expect(changes).toMatch(/button "GET \/pet\/\{petId\} Find pet by ID" e\d+ \[expanded.*\(now expanded\)/);
    expect(changes).toMatch(/button "Try it out" e\d+/);
    expect(changes).toContain('(new)');
    expect(changes).not.toContain('DELETE /user'); // far from the change: left out
    // This operation brings a parameters table and a JSON example: ~0.20 of the page here (0.16 on the bench's
    // POST /pet), and the diff's first line now counts the changed lines off screen (~0.22 in CI). The bound
    // leaves room for Chromium's layout noise, not for printing the whole page.
    const after = await snapshot();
    expect(countTokens(changes)).toBeLessThan(0.25 * countTokens(after));
  });

  it('shoelace: every control inside the shadow roots has a ref', async () => {
    await open('shoelace');
    const text = await snapshot();
    for (const [role, name] of [
      ['tab', 'Profile'],
      ['tab', 'Danger zone'],
      ['textbox', 'Full name *'],
      ['textbox', 'Email *'],
      ['combobox', 'Country'],
      ['radio', 'Free'],
      ['radio', 'Pro'],
      ['switch', 'Send me news'],
      ['checkbox', 'I accept the terms'],
      ['button', 'Save'],
      ['button', 'Settings'],
    ] as const) {
      expect(refsOf(text, role, name), `${role} ${name}`).toHaveLength(1);
    }
    // The clickable label drawn around the switch is a target too, and clicking it toggles the switch.
    const label = /label (e\d+)\n\s+switch "Send me news"/.exec(text)![1]!;
    const after = await tools.ok('click', { ref: label });
    expect(after).toMatch(/switch "Send me news" e\d+ \[checked.* \(now checked\)/);
  });

  it('tinymce: the editor iframe content carries frame refs that act inside the frame', async () => {
    await open('tinymce');
    const text = await snapshot();
    expect(text).toMatch(/iframe\n\s+generic "Rich Text Area" f\d+e\d+ \[editable\]\n\s+paragraph: first paragraph/);
    const area = refOf(text, 'generic', 'Rich Text Area');
    expect(area).toMatch(/^f\d+e\d+$/);
    await tools.ok('click', { ref: area });
    const found = await tools.ok('find', { query: 'Rich Text Area' });
    expect(found).toContain(` ${area} `);
  });

  it('cross-site iframe (127.0.0.1 page, localhost frame): frame refs, and typing through one reaches the frame', async () => {
    // With empty boxes before the closed host (a kit's borders): its content is read in the first snapshot all the same.
    await open('frames', `?xsite=${encodeURIComponent(servers.other.url)}&decoys`);
    const text = await snapshot();
    const cross = text.slice(text.indexOf('iframe "Cross-site frame"'));
    const field = refOf(cross, 'textbox', 'Name');
    const same = refOf(text, 'textbox', 'Name');
    expect(field).toMatch(/^f\d+e\d+$/);
    expect(field.replace(/e\d+$/, '')).not.toBe(same.replace(/e\d+$/, ''));
    expect(text).toMatch(/button "Closed shadow button" e\d+/);
    await tools.ok('type', { ref: field, text: 'Grace' });
    const frame = page.frames().find((f) => f.url().startsWith(servers.other.url))!;
    expect(await frame.$eval('input', (i) => (i as HTMLInputElement).value)).toBe('Grace');
  });

  it('a list that re-renders: surviving elements keep their refs, re-rendered items are mapped old -> new', async () => {
    await open('list-rerender');
    const before = await snapshot();
    const cart = refOf(before, 'button', 'Cart (2)');
    const search = refOf(before, 'searchbox', 'Search');
    const oldViews = refsOf(before, 'link', 'View');
    const refreshed = await tools.ok('click', { ref: refOf(before, 'button', 'Refresh list') });
    const newViews = refsOf(await snapshot(), 'link', 'View');
    expect(newViews).toHaveLength(3);
    expect(refreshed).toContain(
      `re-rendered: 3 elements with the same content; new refs ${oldViews.map((r, i) => `${r}→${newViews[i]}`).join(', ')}`,
    );
    const relabelled = await tools.ok('click', { ref: cart });
    expect(relabelled).toContain(`button "Cart (3)" ${cart}`);
    const after = await snapshot();
    expect(refOf(after, 'searchbox', 'Search')).toBe(search);
    expect(refOf(after, 'button', 'Cart (3)')).toBe(cart);
  });
});
