/**
 * fill_form on a slider (a native range input or role="slider"): keys as a user moves one, Home/End or arrows, one
 * step a press, then the value read back. It answered "not a text field (input type=range)", and its hint spoke of
 * buttons and lists (relay log C143: Air Datepicker's hour slider).
 */
import type { ActionDone } from './actions';
import type { PortResult } from '../../agent/browser-port';
import { focusIn } from './field-functions';
import { pressKeyNamed } from './input';
import type { Located } from './locate';
import { callOn } from './page-calls';
import type { BrowserTab } from './tab';

/** A press moves one step; a value further than this many steps away is refused rather than pressed for minutes. */
const MAX_PRESSES = 200;

interface SliderState {
  min: number;
  max: number;
  step: number;
  value: number;
}

/** Page function: the slider's range and value, from the input or its ARIA. */
export function sliderState(this: Element): SliderState {
  const num = (v: string | null | undefined, d: number) => (v === null || v === undefined || v === '' ? d : Number(v));
  if (this instanceof HTMLInputElement && this.type === 'range') {
    const step = this.step === 'any' ? 1 : num(this.step, 1);
    return { min: num(this.min, 0), max: num(this.max, 100), step, value: Number(this.value) };
  }
  const a = (n: string) => this.getAttribute(n);
  return {
    min: num(a('aria-valuemin'), 0),
    max: num(a('aria-valuemax'), 100),
    step: 1,
    value: num(a('aria-valuenow'), 0),
  };
}

export async function setSlider(tab: BrowserTab, el: Located, value: string): Promise<PortResult<ActionDone>> {
  const want = Number(value.replace(/[^\d.+-]/g, ''));
  const s = await callOn<SliderState>(tab, el, sliderState);
  if (!Number.isFinite(want) || want < s.min || want > s.max)
    return { ok: false, error: `${el.label} takes a number from ${s.min} to ${s.max}; "${value}" is not one.` };
  const presses = Math.round((want - s.value) / s.step);
  if (Math.abs(presses) > MAX_PRESSES)
    return {
      ok: false,
      error: `${el.label} is ${Math.abs(presses)} steps from ${want}.`,
      hint: 'Use press_key Home or End on it first.',
    };
  await callOn<boolean>(tab, el, focusIn);
  for (let i = 0; i < Math.abs(presses); i++) {
    const r = await pressKeyNamed(tab, presses > 0 ? 'ArrowRight' : 'ArrowLeft');
    if (!r.ok) return r;
  }
  const now = (await callOn<SliderState>(tab, el, sliderState)).value;
  const warnings =
    now === want ? [] : [`${el.label} is at ${now}, not ${want}: the page moves it in steps of its own.`];
  return { ok: true, value: { summary: `set ${el.label} to ${now}`, warnings } };
}
