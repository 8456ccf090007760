import { describe, expect, it } from 'vitest';
import { withBody } from './page-loads';

describe('withBody', () => {
  it("joins a form's body to the query, so its fields are judged as an address's would be", () => {
    expect(withBody('https://a.example/c', 'email=alice%40x.example&k=1')).toBe(
      'https://a.example/c?email=alice%40x.example&k=1',
    );
    expect(withBody('https://a.example/c?x=1', 'e=2')).toBe('https://a.example/c?x=1&e=2');
  });
  it('judges any other body as one value, and a load with no body as its address', () => {
    expect(withBody('https://a.example/c', '{"e":"alice@x.example"}')).toBe(
      `https://a.example/c?body=${encodeURIComponent('{"e":"alice@x.example"}')}`,
    );
    expect(withBody('https://a.example/c', undefined)).toBe('https://a.example/c');
  });
});
