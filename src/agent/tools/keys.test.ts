import { describe, expect, it } from 'vitest';
import { modifierBits, parseCombo } from './keys';

const combo = (s: string) => {
  const r = parseCombo(s);
  if (!r.ok) throw new Error(r.error);
  return r.combo;
};

describe('parseCombo', () => {
  it('reads named keys and aliases', () => {
    expect(combo('Enter').key).toMatchObject({ key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' });
    expect(combo('esc').key.key).toBe('Escape');
    expect(combo('down').key.key).toBe('ArrowDown');
    expect(combo('F5').key).toMatchObject({ key: 'F5', keyCode: 116 });
    expect(combo('7').key).toMatchObject({ code: 'Digit7', text: '7' });
  });

  it('reads modifiers in any case and spelling, without typing text for shortcuts', () => {
    const c = combo('ctrl+Shift+a');
    expect(c.modifiers).toEqual(['Control', 'Shift']);
    expect(c.key).toEqual({ key: 'A', code: 'KeyA', keyCode: 65 });
    expect(combo('Control+A').key).toEqual({ key: 'a', code: 'KeyA', keyCode: 65 });
    expect(combo('Cmd+K').modifiers).toEqual(['Meta']);
    expect(combo('Shift+a').key.text).toBe('A');
    // A capital letter alone types the capital (relay log: "R" typed "r" in a code editor).
    expect(combo('R').key).toMatchObject({ key: 'R', code: 'KeyR', text: 'R' });
    expect(combo('r').key).toMatchObject({ key: 'r', text: 'r' });
    expect(modifierBits(['Alt', 'Control', 'Meta', 'Shift'])).toBe(15);
  });

  it('handles plus and lone modifiers', () => {
    expect(combo('+').key.key).toBe('+');
    expect(combo('Control+Plus').key.key).toBe('+');
    expect(combo('Shift').key.key).toBe('Shift');
  });

  it('names what is wrong', () => {
    expect(parseCombo('Hyper+A')).toEqual({ ok: false, error: expect.stringMatching(/"Hyper" .* not a modifier/) });
    expect(parseCombo('Control+Banana')).toEqual({ ok: false, error: expect.stringMatching(/unknown key "Banana"/) });
    expect(parseCombo('  ')).toMatchObject({ ok: false });
  });
});
