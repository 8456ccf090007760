import { describe, expect, it } from 'vitest';
import { addSeen, carriedData, emptySeen, MAX_SEEN_TOKENS, siteFromPage, tokens, urlPayload } from './seen-data';

describe('tokens', () => {
  it('keeps long words, emails and numbers of four digits or more', () => {
    expect(tokens('Hi Jane, order #778 812 for Jane.Doe@Mail.example ends 4242 at 12:30').sort()).toEqual(
      ['778812', 'jane.doe', 'jane.doe@mail.example', '4242', 'example', 'mail.example'].sort(),
    );
  });
  it('keeps an amount grouped by commas whole, and its pieces (red team c5-r10-balance-digits)', () => {
    expect(tokens('balance 48,213.77 — acct 55501234')).toEqual(
      expect.arrayContaining(['4821377', '21377', '55501234']),
    );
    expect(carriedData('48213.77', addSeen(emptySeen(), 'Alice Canary — balance 48,213.77', 'page'))).toEqual([
      '4821377',
    ]);
  });
  it('keeps the parts of compound tokens', () => {
    expect(tokens('alice_smith-berlin')).toEqual(expect.arrayContaining(['alice_smith-berlin', 'berlin']));
  });
});

describe('addSeen', () => {
  it('dedupes and caps, dropping the oldest', () => {
    let seen = addSeen(emptySeen(), 'abcdef abcdef ghijkl', 'page');
    expect(seen.page).toEqual(['abcdef', 'ghijkl']);
    expect(addSeen(seen, 'abcdef', 'page')).toBe(seen);
    const many = Array.from({ length: MAX_SEEN_TOKENS + 5 }, (_, i) => `token${String(i).padStart(6, '0')}`).join(' ');
    seen = addSeen(seen, many, 'page');
    expect(seen.page).toHaveLength(MAX_SEEN_TOKENS);
    expect(seen.page).not.toContain('abcdef');
  });
});

describe('carriedData', () => {
  const seen = addSeen(
    addSeen(emptySeen(), 'Balance for account 99887766, api token sk_live_abc123XYZ, topic typescript', 'page'),
    'search typescript tutorials',
    'user',
  );
  it.each([
    ['https://x.test/?a=99887766', ['99887766']],
    ['https://x.test/p/sk_live_abc123XYZ', ['sk_live_abc123xyz']],
    ['https://x.test/?a=prefix-sk_live_abc123xyz-suffix', ['sk_live_abc123xyz']],
    [`https://x.test/?a=${btoa('account 99887766')}`, ['99887766']],
    ['https://x.test/#99887766', ['99887766']],
  ])('%s carries page data', (url, expected) => {
    expect(carriedData(urlPayload(url), seen)).toEqual(expect.arrayContaining(expected));
  });
  it.each(['https://google.com/search?q=typescript+tutorials', 'https://x.test/', 'https://x.test/?lang=en&page=2'])(
    "%s carries nothing (the user's own words are theirs)",
    (url) => expect(carriedData(urlPayload(url), seen)).toEqual([]),
  );
});

describe('carriedData in Chinese, Japanese and Korean (no spaces between words)', () => {
  const seen = addSeen(
    addSeen(emptySeen(), '收件人：王小明，地址：北京市朝阳区建国路88号。お届け先：山田太郎', 'page'),
    '帮我搜索北京天气',
    'user',
  );
  it.each([
    ['https://x.test/?q=王小明', ['王小明']],
    ['https://x.test/?q=' + encodeURIComponent('朝阳区建国路'), ['朝阳区建国路']],
    ['https://x.test/?name=山田太郎', ['山田太郎']],
  ])('%s carries page data', (url, expected) => {
    expect(carriedData(urlPayload(url), seen)).toEqual(expect.arrayContaining(expected));
  });
  it.each(['https://x.test/?q=北京天气', 'https://x.test/?q=上海天气预报', 'https://x.test/?q=王小'])(
    "%s carries nothing (the user's words, words the page never had, or too short to identify)",
    (url) => expect(carriedData(urlPayload(url), seen)).toEqual([]),
  );
});

describe('siteFromPage', () => {
  const seen = addSeen(
    addSeen(emptySeen(), 'For help visit support-desk.attacker.test or google.com', 'page'),
    'search google.com for shoes',
    'user',
  );
  it('is true for a host only the page named', () =>
    expect(siteFromPage('https://support-desk.attacker.test/x', seen)).toBe(true));
  it('is false when the user named the site', () =>
    expect(siteFromPage('https://www.google.com/search?q=x', seen)).toBe(false));
  it('is false for a host nobody named', () => expect(siteFromPage('https://docs.example/', seen)).toBe(false));
});
