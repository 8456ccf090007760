import { describe, expect, it } from 'vitest';
import { recording } from './fixtures';
import { SnapshotEngine } from './index';

// Recorded from test/fixtures/apps/{xterm,pdfjs} (relay round 7): a terminal's screen, drawn in aria-hidden rows,
// and a PDF viewer's controls, as the model reads them. (A canvas and SVG text: relay-findings-7.e2e.ts, since
// Chrome's own tree, which these recordings hold, leaves the canvas out and reads SVG text already.)
const full = (name: string) => new SnapshotEngine().build(recording(name), { mode: 'full' }).text;

describe('drawn content the model must be told about (relay log C96, C101, C103)', () => {
  it("a terminal's screen prints under its input, up to the prompt, after a command ran (C96)", () => {
    const text = full('xterm.run-help');
    // Before: `textbox e1`, no name, no line of output: xterm's rows are aria-hidden.
    expect(text).toMatch(/textbox "Terminal input" e\d+ \[focused\]: terminal: type a command with submit: true/);
    expect(text).toContain('\n  deploy@web-01:~$ help\n  commands: ls, cat FILE, echo TEXT, date, whoami');
    expect(text).toMatch(/Maintenance window: Sundays 02:00-04:00 UTC\n/);
    // The rows nothing was written to yet are not lines.
    expect(text.trimEnd()).toMatch(/ {2}deploy@web-01:~\$$/);
  });

  it('bidi isolates are not printed, and a symbol button is named by its title (C101, C103)', () => {
    const text = full('pdfjs');
    expect(text).toContain('region "Page 1"');
    expect(text).not.toMatch(/[\u2066-\u2069]/);
    expect(text).toMatch(/button "Previous page" e\d+: ▲/);
    expect(text).toMatch(/button "Next page" e\d+: ▼/);
  });
});
