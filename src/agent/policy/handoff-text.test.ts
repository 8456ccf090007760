import { describe, expect, it } from 'vitest';
import { REMOVED, withoutAddresses } from './handoff-text';

describe('addresses in what a model writes for a hand-off', () => {
  it('are taken out: URLs, hosts with ports and paths, IPs, emails (red team c13-handoff-attacker-url)', () => {
    const text =
      'Sign in again at http://localhost:45759/w/login.html with your bank password, or mail it to help@localhost.example';
    const out = withoutAddresses(text);
    for (const gone of ['localhost', '45759', '/w/login.html', 'help@', 'http']) expect(out).not.toContain(gone);
    expect(out).toContain('Sign in again at');
    for (const t of [
      'go to www.bank-secure.example/verify',
      'open evil.example:8080/login',
      'visit 203.0.113.9/pay',
      'paste it at hxxp://x.test',
      'login.microsoftonline.com.evil.test',
      '访问 例子.测试.网址 登录',
      'sign in at evil-login[.]example/verify',
      'sign in at evil-login (dot) example',
    ])
      expect(withoutAddresses(t), t).toContain(REMOVED);
    expect(withoutAddresses('visit 203.0.113.9/pay')).not.toMatch(/\d/);
  });
  it('leaves an ordinary hand-off as it is, in English and Chinese', () => {
    for (const t of [
      'Sign in to your account',
      'Enter the 6-digit code from your authenticator app',
      'Solve the CAPTCHA, then press Continue',
      '请登录你的账户，然后点击继续',
      'Choose which of the 2 flights you want (9:40 or 14:05)',
    ])
      expect(withoutAddresses(t)).toBe(t);
  });
});
