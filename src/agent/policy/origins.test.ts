import { describe, expect, it } from 'vitest';
import { displayOrigin, isBlocked, siteKey, webOrigin } from './origins';

describe('webOrigin', () => {
  it.each([
    ['https://A.example/x?y', 'https://a.example'],
    ['http://a.example:8080/', 'http://a.example:8080'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['file:///etc/passwd', undefined],
    ['chrome://settings', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('%s -> %s', (url, origin) => expect(webOrigin(url)).toBe(origin));
});

describe('isBlocked', () => {
  const list = ['bank.example', '*.corp.example', 'https://exact.example', '  '];
  it.each([
    ['https://bank.example', true],
    ['http://www.bank.example:81', true],
    ['https://bank.example.attacker.test', false],
    ['https://notbank.example', false],
    ['https://corp.example', false],
    ['https://wiki.corp.example', true],
    ['https://exact.example', true],
    ['http://exact.example', false],
    ['https://other.example', false],
  ])('%s -> %s', (origin, blocked) => expect(isBlocked(origin, list)).toBe(blocked));
  it('blocks nothing with an empty list', () => expect(isBlocked('https://a.example', [])).toBe(false));
});

it('displayOrigin drops https:// only', () => {
  expect(displayOrigin('https://a.example')).toBe('a.example');
  expect(displayOrigin('http://a.example')).toBe('http://a.example');
});

describe('siteKey', () => {
  it.each([
    ['http://d1.localhost:4100', 'localhost'],
    ['http://localhost:4100', 'localhost'],
    ['https://a.b.attacker.test', 'attacker.test'],
    ['https://shop.co.uk', 'shop.co.uk'],
    ['https://www.shop.co.uk', 'shop.co.uk'],
    ['http://127.0.0.1:8080', '127.0.0.1'],
    // The public suffix list, private suffixes included: each github.io or S3 site is someone else's.
    ['https://alice.github.io', 'alice.github.io'],
    ['https://x.evil.github.io', 'evil.github.io'],
    ['https://shop.com.au', 'shop.com.au'],
    ['https://a.b.example.co.jp', 'example.co.jp'],
    ['https://intranet', 'intranet'],
  ])('%s is on %s', (origin, site) => expect(siteKey(origin)).toBe(site));
});
