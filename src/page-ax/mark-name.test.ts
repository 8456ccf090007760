import { expect, it } from 'vitest';
import { isMark } from '../shared/mark';
import { unmarkedName } from './pseudo';

it("a mark the element's ::after draws is cut from its name (Form.io's failed send: `Send request ✗`)", () => {
  expect(unmarkedName('Send request ✗', undefined, '✗')).toBe('Send request');
  expect(unmarkedName('Send request✓', undefined, '✓')).toBe('Send request');
  expect(unmarkedName('› Next', '›', undefined)).toBe('Next');
  expect(unmarkedName('Sort ▾', undefined, '▾')).toBe('Sort');
});

it('a name that is only the mark keeps it, and words drawn by CSS stay in the name', () => {
  expect(unmarkedName('×', undefined, '×')).toBe('×');
  expect(unmarkedName('Total (required)', undefined, ' (required)')).toBe('Total (required)');
  expect(unmarkedName('Send request ✗', undefined, undefined)).toBe('Send request ✗');
  expect(isMark('OK')).toBe(false);
  expect(isMark('▲')).toBe(true);
});
