/** `type_xy`: a click at a point, then the text typed where the click put the focus (typing.ts for refs). */
import { highlight, type ActionDone } from './actions';
import type { ClickOptions, PortResult, TypeOptions } from '../../agent/browser-port';
import { insertText, mouseClick, pressKeyNamed } from './input';
import { checkPress } from './press-guard';
import { pressGuarded } from './guarded-key';
import type { BrowserTab } from './tab';
import { clip } from './verify';

const LEFT_CLICK: ClickOptions = { button: 'left', clickCount: 1, modifiers: [] };

export async function typeAtPoint(
  tab: BrowserTab,
  x: number,
  y: number,
  text: string,
  options: TypeOptions,
): Promise<PortResult<ActionDone>> {
  const same = await checkPress(tab, { x, y });
  if (!same.ok) return same;
  highlight(tab, { x: x - 6, y: y - 6, w: 12, h: 12 }, 'type');
  await mouseClick(tab, x, y, LEFT_CLICK);
  if (options.mode === 'replace') await pressKeyNamed(tab, 'Control+A');
  else if (options.mode === 'append') await pressKeyNamed(tab, 'End');
  if (text) await insertText(tab, text);
  if (options.submit) {
    const still = await checkPress(tab, { focused: true });
    if (!still.ok) return still;
    const pressed = await pressGuarded(tab, (check) => pressKeyNamed(tab, 'Enter', check));
    if (!pressed.ok) return pressed;
  }
  return {
    ok: true,
    value: { summary: `clicked at (${Math.round(x)}, ${Math.round(y)}) and typed ${JSON.stringify(clip(text))}` },
  };
}
