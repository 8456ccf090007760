// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { roleOf } from './roles';

afterEach(() => {
  document.body.innerHTML = '';
});

// Frappe Gantt 1.2's markup, cut short: its bars are <g> groups with a <text> label inside one <svg> (relay log C98).
describe('an <svg> that writes words is content, not an image', () => {
  it("a chart's svg with text labels is a container; an icon of paths stays an image", () => {
    document.body.innerHTML =
      '<svg id="chart"><g class="bar-wrapper"><rect class="bar"></rect><text class="bar-label">Launch</text></g></svg>' +
      '<svg id="icon" viewBox="0 0 24 24"><path d="M3 3h18v18H3z"></path></svg>' +
      '<svg id="empty-text"><text> </text></svg>';
    expect(roleOf(document.getElementById('chart')!, false)).toBe('generic');
    expect(roleOf(document.getElementById('icon')!, false)).toBe('image');
    expect(roleOf(document.getElementById('empty-text')!, false)).toBe('image');
  });
});
