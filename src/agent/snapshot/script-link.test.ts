import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';
import { scriptOnly } from './script-link';

describe('a link handled by script (relay log C208)', () => {
  it('the recorded chat prints its href="#" thread link without a target', () => {
    const text = new SnapshotEngine().build(recording('preact-chat.switch-channel'), { mode: 'full' }).text;
    // Before: `link "2 replies" e24 -> /test/fixtures/apps/preact-chat/#`, a link to the page itself.
    expect(text).toMatch(/link "2 replies" e\d+\n/);
    expect(text).not.toMatch(/link "2 replies".*->/);
  });

  it('only a bare # on this page, or javascript:, is no target', () => {
    const page = 'https://mail.example/app/?folder=inbox#/thread/4';
    expect(scriptOnly('https://mail.example/app/?folder=inbox#', page)).toBe(true);
    expect(scriptOnly('javascript:void(0)', page)).toBe(true);
    expect(scriptOnly('https://mail.example/app/?folder=inbox#/thread/5', page)).toBe(false);
    expect(scriptOnly('https://mail.example/other/#', page)).toBe(false);
    expect(scriptOnly('https://mail.example/app/?folder=sent#', page)).toBe(false);
  });
});
