import { describe, expect, it } from 'vitest';
import type { BrowserPort } from '../../agent/browser-port';
import { withSecrets } from './secret-port';

const report = {
  summary: 'ok',
  url: 'https://a.example',
  warnings: [],
  newTabs: [],
  dialogs: [],
  timing: { totalMs: 1, settleMs: 0 },
};

function recordingPort() {
  const typed: unknown[] = [];
  const port = {
    type: async (_t: number, _r: string, text: string) => (typed.push(text), { ok: true, value: report }),
    typeAt: async (_t: number, _x: number, _y: number, text: string) => (typed.push(text), { ok: true, value: report }),
    fillForm: async (_t: number, fields: unknown) => (typed.push(fields), { ok: true, value: report }),
    selectOption: async (_t: number, _r: string, values: string[]) => (typed.push(values), { ok: true, value: report }),
    snapshot: async () => ({ ok: true, value: { text: 'x', url: '', title: '' } }),
  } as unknown as BrowserPort;
  return { port, typed };
}

const secrets = [{ name: 'work_email', value: 'jane@corp.example' }];
const act = { signal: new AbortController().signal };

describe('withSecrets', () => {
  it('types the real value, and only the port ever sees it', async () => {
    const { port, typed } = recordingPort();
    const p = withSecrets(port, secrets);
    await p.type(1, 'e1', 'Email: {{secret:work_email}}', { mode: 'replace', submit: false }, act);
    await p.typeAt(1, 5, 5, '{{secret:work_email}}', { mode: 'replace', submit: false }, act);
    await p.fillForm(
      1,
      [
        { ref: 'e2', value: '{{secret:work_email}}' },
        { ref: 'e3', value: true },
      ],
      act,
    );
    await p.selectOption(1, 'e4', ['{{secret:work_email}}'], act);
    expect(typed).toEqual([
      'Email: jane@corp.example',
      'jane@corp.example',
      [
        { ref: 'e2', value: 'jane@corp.example' },
        { ref: 'e3', value: true },
      ],
      ['jane@corp.example'],
    ]);
  });

  it('refuses an unknown secret without typing anything, naming the usable ones', async () => {
    const { port, typed } = recordingPort();
    const r = await withSecrets(port, secrets).type(
      1,
      'e1',
      '{{secret:bank_pin}}',
      { mode: 'replace', submit: false },
      act,
    );
    expect(r).toMatchObject({
      ok: false,
      error: 'Unknown secret {{secret:bank_pin}}',
      hint: expect.stringContaining('{{secret:work_email}}'),
    });
    expect(typed).toEqual([]);
  });

  it('seals the tab before a secret is typed, and only then (red team c11-r12-fetch-typed-secret)', async () => {
    const { port, typed } = recordingPort();
    const events: string[] = [];
    port.sealTab = async (tab, also) => {
      events.push(`seal ${tab} after ${typed.length} typed, also ${also.join(' ')}`);
      return undefined;
    };
    const p = withSecrets(port, secrets, (name) => (name === 'work_email' ? ['https://corp.example'] : []));
    await p.type(3, 'e1', 'Oslo', { mode: 'replace', submit: false }, act);
    await p.fillForm(3, [{ ref: 'e3', value: true }], act);
    expect(events).toEqual([]);
    await p.type(4, 'e1', '{{secret:work_email}}', { mode: 'replace', submit: false }, act);
    await p.fillForm(5, [{ ref: 'e2', value: '{{secret:work_email}}' }], act);
    expect(events).toEqual([
      'seal 4 after 2 typed, also https://corp.example',
      'seal 5 after 3 typed, also https://corp.example',
    ]);
  });

  it('types no secret where the seal says it would leak (an open socket: red team c11-r14-socket-typed-secret)', async () => {
    const { port, typed } = recordingPort();
    port.sealTab = async () => 'Not typed: this page holds an open connection to another site (evil.example)';
    const p = withSecrets(port, secrets);
    const r = await p.type(4, 'e1', '{{secret:work_email}}', { mode: 'replace', submit: false }, act);
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('evil.example') });
    expect(typed).toEqual([]);
  });

  it('leaves the other methods alone', async () => {
    const { port } = recordingPort();
    expect(withSecrets(port, secrets).snapshot).toBe(port.snapshot);
  });
});
