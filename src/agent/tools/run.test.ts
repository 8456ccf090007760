import { describe, expect, it } from 'vitest';
import type { BrowserPort } from '../browser-port';
import { click } from './click';
import { press_key } from './press_key';
import { runTool } from './run';
import { type } from './type';
import type { ToolDef } from './types';

const ctx = () => ({ tabId: 1, browser: {} as BrowserPort, signal: new AbortController().signal });

describe('runTool argument errors name the bad field', () => {
  it('a missing ref', async () => {
    const r = await runTool(click as ToolDef, {}, ctx());
    expect(r).toEqual({
      ok: false,
      error: expect.stringMatching(/^Invalid arguments for click: `ref` is required/),
      hint: expect.any(String),
    });
  });

  it('a ref that is not a ref', async () => {
    const r = await runTool(click as ToolDef, { ref: 'the save button' }, ctx());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/`ref`: expected a ref from the page, like e12/);
  });

  it('a wrong enum and a wrong type, nested paths included', async () => {
    const r = await runTool(type as ToolDef, { ref: 'e1', text: 5, mode: 'overwrite' }, ctx());
    if (r.ok) throw new Error('expected an error');
    expect(r.error).toMatch(/`text`: expected string, received number/);
    expect(r.error).toMatch(/`mode`/);
    const k = await runTool(press_key as ToolDef, { keys: ['Enter', 'Ctrl+Banana'] }, ctx());
    if (k.ok) throw new Error('expected an error');
    expect(k.error).toMatch(/keys.*unknown key "Banana"/);
  });

  it('a union says what its matching branch wants: 31 keys are "at most 30 keys a call" (relay log C148)', async () => {
    // Before: "`keys`: Invalid input", and the player could not tell what was wrong with 81 arrow presses.
    const r = await runTool(press_key as ToolDef, { keys: Array(31).fill('ArrowRight') }, ctx());
    if (r.ok) throw new Error('expected an error');
    expect(r.error).toBe(
      'Invalid arguments for press_key: `keys`: at most 30 keys a call: press the rest in another call',
    );
  });

  it('accepts refs copied with brackets and turns a throwing tool into an error result', async () => {
    const browser = {
      click: async () => {
        throw new Error('boom');
      },
    } as unknown as BrowserPort;
    const r = await runTool(click as ToolDef, { ref: '[f2e7]' }, { ...ctx(), browser });
    expect(r).toEqual({ ok: false, error: 'click failed: boom', hint: expect.any(String) });
  });
});
