/**
 * Detection on recorded real markup (test/fixtures/pages/handoff): the in-page collector runs on the page in happy-dom,
 * the pure rules decide. Each "no" case is a page that must not stop a task.
 */
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectHandoffFacts } from './collect';
import { detectHandoff, isCaptchaUrl } from './detect';
import { handoffForTarget } from './guard';

function factsOf(file: string, url: string) {
  const window = new Window({ url });
  window.document.write(readFileSync(`test/fixtures/pages/handoff/${file}`, 'utf8'));
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', window.document);
  vi.stubGlobal('location', window.location);
  vi.stubGlobal('getComputedStyle', window.getComputedStyle.bind(window));
  vi.stubGlobal('CSS', { escape: (v: string) => v.replace(/["\\]/g, '\\$&') });
  return collectHandoffFacts();
}

afterEach(() => vi.unstubAllGlobals());

const detect = (file: string, url = 'https://example.com/', options = {}) =>
  detectHandoff([factsOf(file, url)], options)?.kind;

describe('hand-off detection on real markup', () => {
  it.each([
    ['recaptcha-v2-contact.html', 'captcha'],
    ['turnstile-newsletter.html', 'captcha'],
    ['hcaptcha-signup.html', 'captcha'],
    ['github-login.html', 'login'],
    ['jp-login.html', 'login'],
    ['github-2fa.html', 'otp'],
    ['sms-code-digits.html', 'otp'],
    ['stripe-3ds.html', 'payment'],
    ['securimage-contact.html', 'captcha'],
    ['robot-checkbox.html', 'captcha'],
    ['captcha-claim.html', 'captcha'],
  ])('%s -> %s', (file, kind) => {
    // Only GitHub's page gets a sign-in URL: the others are judged on their markup alone.
    const url = file === 'github-login.html' ? 'https://github.com/login' : 'https://example.com/checkout';
    expect(detect(file, url)).toBe(kind);
  });

  it.each([
    ['the invisible reCAPTCHA v3 badge', 'recaptcha-v3-badge.html'],
    ['a sign-up form (new-password pair)', 'signup-new-password.html'],
    ['a password box in the header of a busy page', 'forum-header-login.html'],
    ['a hidden 3-D Secure data-collection frame', 'cardinal-collector.html'],
    ["a site owner's CAPTCHA settings (the words, a checkbox, key fields, no picture)", 'recaptcha-settings.html'],
  ])('%s does not hand off', (_name, file) => {
    expect(detect(file)).toBeUndefined();
  });

  it('a sign-in form is no wall where the user saved a secret for the site (the agent may sign in itself)', () => {
    expect(detect('github-login.html', 'https://github.com/login', { credentialOrigins: ['https://github.com'] })).toBe(
      undefined,
    );
  });

  it('a page the user already handed back is not handed off again for the same reason', () => {
    const handedBack = [{ kind: 'captcha' as const, url: 'https://example.com/checkout?step=2' }];
    expect(detect('recaptcha-v2-contact.html', 'https://example.com/checkout', { handedBack })).toBeUndefined();
    expect(detect('recaptcha-v2-contact.html', 'https://example.com/contact', { handedBack })).toBe('captcha');
  });
});

describe('a CAPTCHA the page draws itself', () => {
  it('is told by kind, in fixed words: nothing the page wrote reaches the reason the model and the panel read', () => {
    const facts = factsOf('captcha-claim.html', 'https://example.com/check');
    expect(facts.drawn).toEqual(['button']);
    expect(JSON.stringify(facts.drawn)).not.toMatch(/verify|evil|password|CANARY/i);
    const found = detectHandoff([facts]);
    expect(found?.kind).toBe('captcha');
    expect(found?.reason).toBe(
      'The page shows a CAPTCHA it draws itself (an "I\'m not a robot" check). Only the user may solve it.',
    );
  });

  it('finds the box, the custom checkbox and the picture field, and not a hidden or vendor one', () => {
    expect(factsOf('robot-checkbox.html', 'https://example.com/').drawn).toEqual(['checkbox', 'checkbox']);
    expect(factsOf('securimage-contact.html', 'https://example.com/').drawn).toEqual(['field']);
    // reCAPTCHA's own markup is the vendor rule's (its frame or widget), not a page-drawn one.
    expect(factsOf('recaptcha-v2-contact.html', 'https://example.com/').drawn).toEqual([]);
  });
});

describe('CAPTCHA targets (policy)', () => {
  it('knows the frames of reCAPTCHA, hCaptcha and Turnstile by URL, on any host for the anchor path', () => {
    expect(isCaptchaUrl('https://www.google.com/recaptcha/api2/bframe?hl=en&k=x')).toBe(true);
    expect(isCaptchaUrl('https://www.recaptcha.net/recaptcha/enterprise/anchor?k=x')).toBe(true);
    expect(isCaptchaUrl('https://newassets.hcaptcha.com/captcha/v1/abc/static/hcaptcha.html#frame=challenge')).toBe(
      true,
    );
    expect(isCaptchaUrl('https://challenges.cloudflare.com/cdn-cgi/challenge-platform/h/g/turnstile/if/ov2')).toBe(
      true,
    );
    expect(isCaptchaUrl('https://www.google.com/search?q=recaptcha')).toBe(false);
  });

  it('refuses an element in a CAPTCHA frame and hands off; an ordinary frame is fine', () => {
    const page = 'https://shop.example/signup';
    expect(
      handoffForTarget({ pageUrl: page, frameUrl: 'https://www.google.com/recaptcha/api2/anchor?k=x&size=normal' })
        ?.kind,
    ).toBe('captcha');
    expect(handoffForTarget({ pageUrl: page, frameUrl: 'https://hooks.stripe.com/3d_secure_2/hosted?x=1' })?.kind).toBe(
      'payment',
    );
    expect(handoffForTarget({ pageUrl: page, frameUrl: 'https://js.stripe.com/v3/elements-inner-card.html' })).toBe(
      undefined,
    );
    expect(handoffForTarget({ pageUrl: page, frameUrl: page })).toBeUndefined();
  });
});
