/**
 * From the frames' facts (collect.ts) to "hand the tab to the user": a sign-in wall, a CAPTCHA, a one-time-code
 * prompt or a payment verification (3-D Secure). Pure, and tested on recorded real markup (detect.test.ts).
 *
 * The rules lean against false alarms, since a hand-off stops the task: an invisible reCAPTCHA badge, a password
 * field in a page header, a sign-up form or a 1-pixel 3-D Secure data-collection frame do not hand off.
 */
import type { Detection, FrameFacts } from './types';

type Frame = FrameFacts['frames'][number];

const SIGN_IN_WORDS =
  /\b(sign[ -]?in|log[ -]?in|login|log on|sign on|authenticate|enter your password|welcome back)\b|登录|登入|ログイン|로그인/;
const SIGN_UP_WORDS = /\b(sign[ -]?up|register|registration|create (an |your )?account|join now)\b|注册|新規登録/;
const SIGN_IN_PATH =
  /\/(login|log-in|signin|sign-in|sign_in|auth|authorize|sso|session|sessions|accounts?\/login|oauth)\b/i;
const CODE_WORDS =
  /\b(verification code|security code|one[- ]time|two[- ]factor|2fa|two[- ]step|2-step|authentication code|authenticator|verify it'?s you|enter the code|sms code|otp|passcode)\b|验证码|动态码|校验码|两步验证|二次验证|確認コード/;
const CODE_NAMES =
  /(^|[^a-z])(otp|totp|mfa|2fa|one[-_]?time[-_]?code|verification[-_]?code|auth[-_]?code|sms[-_]?code|app_otp|security[-_]?code|passcode|verifycode|smscode)([^a-z]|$)/;
const USER_FIELD = /^(username|email|webauthn)/;
const USER_NAMES = /(^|[^a-z])(user(name)?|login|email|identifier|account|phone|session\[login\])([^a-z]|$)/;

export function isCaptchaUrl(url: string | undefined): boolean {
  if (!url) return false;
  return (
    /\/recaptcha\/(api2|enterprise|api\/fallback)\/(anchor|bframe|fallback)/i.test(url) ||
    /^https?:\/\/([a-z0-9-]+\.)*hcaptcha\.com\//i.test(url) ||
    /\/captcha\/v1\/[^?#]*hcaptcha\.html/i.test(url) ||
    /^https?:\/\/([a-z0-9-]+\.)*challenges\.cloudflare\.com\//i.test(url) ||
    /\/cdn-cgi\/challenge-platform\/.*turnstile/i.test(url)
  );
}

const CAPTCHA_TITLE = /^recaptcha$|recaptcha challenge|hcaptcha security challenge|cloudflare security challenge/i;

/** A CAPTCHA frame the user must act on: shown, and not the invisible kind (size=invisible, the v3 badge). */
function captchaFrame(frame: Frame): boolean {
  if (!frame.shown || frame.width < 30 || frame.height < 30) return false;
  const byUrl = isCaptchaUrl(frame.src);
  if (!byUrl && !CAPTCHA_TITLE.test(frame.title)) return false;
  return !/[?&#]size=invisible\b/i.test(frame.src);
}

const PAYMENT_MARKS =
  /3d[-_ ]?secure|three[-_]?d[-_]?s(ecure)?|threeds|\b3ds2?\b|[/_-]3ds2?[/_-]|cardinalcommerce|[/.]acs[./-]|acs[-_]?challenge|stripe-challenge|challenge[-_]?(window|frame|iframe)/i;

/** A payment verification frame big enough to be the challenge (device-data collection frames are 1 px). */
export function isPaymentVerificationUrl(url: string | undefined): boolean {
  return !!url && PAYMENT_MARKS.test(url);
}

function paymentFrame(frame: Frame): boolean {
  if (!frame.shown || frame.width < 150 || frame.height < 150) return false;
  return PAYMENT_MARKS.test(`${frame.src} ${frame.name} ${frame.id} ${frame.title}`);
}

function captchaOn(frame: FrameFacts): string | undefined {
  if (frame.challengePage) return 'a full-page "checking your browser" challenge';
  const found = frame.frames.find(captchaFrame);
  if (found) return `a CAPTCHA (${vendorOf(found)})`;
  const widget = frame.widgets.find((w) => w.shown && !w.invisible);
  if (widget) return `a CAPTCHA (${widget.vendor})`;
  // Fixed words for each kind: nothing the page wrote goes into the reason the model and the panel read.
  const drawn = frame.drawn?.[0];
  if (drawn === 'field') return 'a CAPTCHA it draws itself (a picture of characters to type)';
  return drawn ? 'a CAPTCHA it draws itself (an "I\'m not a robot" check)' : undefined;
}

function vendorOf(frame: Frame): string {
  const text = `${frame.src} ${frame.title}`.toLowerCase();
  return text.includes('hcaptcha') ? 'hCaptcha' : /cloudflare|turnstile/.test(text) ? 'Turnstile' : 'reCAPTCHA';
}

function codePrompt(frame: FrameFacts): boolean {
  const fields = frame.inputs.filter((i) => i.shown && i.type !== 'password');
  if (fields.some((i) => i.autocomplete.split(/\s+/).includes('one-time-code'))) return true;
  const words = [frame.title, ...frame.headings].join(' | ');
  if (fields.some((i) => CODE_NAMES.test(`${i.name} ${i.id}`))) return true;
  // A field called "code" or "pin", or a row of one-character boxes, counts only on a page that talks about codes.
  const asksCode = CODE_WORDS.test(words) || fields.some((i) => CODE_WORDS.test(i.label));
  if (!asksCode) return false;
  if (fields.some((i) => /(^|[^a-z])(code|pin|token)([^a-z]|$)/.test(`${i.name} ${i.id} ${i.label}`))) return true;
  return fields.filter((i) => i.maxLength === 1).length >= 4;
}

/**
 * A sign-in form that stands between the agent and the page: a shown current-password field (not a sign-up's
 * new-password pair) on a page about signing in, in a modal, or on a page that is little more than the form;
 * or the first step of an identifier-first sign-in (just the user name) on a sign-in URL.
 */
function loginWall(frame: FrameFacts): boolean {
  const words = [frame.title, ...frame.headings].join(' | ');
  const signInPage = SIGN_IN_WORDS.test(words) || SIGN_IN_PATH.test(pathOf(frame.url));
  const passwords = frame.inputs.filter((i) => i.shown && i.type === 'password');
  const current = passwords.filter((i) => !i.autocomplete.includes('new-password'));
  if (passwords.length > 0) {
    if (current.length === 0 || passwords.length > 2) return false;
    if (SIGN_UP_WORDS.test(words) && !SIGN_IN_WORDS.test(words)) return false;
    if (passwords.length === 2 && !signInPage) return false; // "password" + "repeat password": a sign-up
    return signInPage || current.some((i) => i.inDialog) || frame.controls <= 15;
  }
  if (!signInPage || !SIGN_IN_PATH.test(pathOf(frame.url)) || !SIGN_IN_WORDS.test(words)) return false;
  const identifier = frame.inputs.filter(
    (i) => i.shown && (USER_FIELD.test(i.autocomplete) || USER_NAMES.test(`${i.name} ${i.id}`) || i.type === 'email'),
  );
  return identifier.length === 1 && frame.controls <= 15;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

export interface DetectOptions {
  /** Origins the user saved a secret for: the agent may sign in there itself, so a sign-in form is no wall. */
  credentialOrigins?: string[];
  /** Kinds the user already handed back on this URL: not asked again for the rest of the run. */
  handedBack?: Array<{ kind: Detection['kind']; url: string }>;
}

/**
 * The first reason to hand off, most specific first: a CAPTCHA (never to be touched), then a payment check, a
 * one-time code, a sign-in. `frames[0]` should be the top frame; sub-frames are judged on their own markup.
 */
export function detectHandoff(frames: FrameFacts[], options: DetectOptions = {}): Detection | undefined {
  const top = frames.find((f) => f.top) ?? frames[0];
  if (!top) return undefined;
  const pageUrl = top.url;
  const skip = (kind: Detection['kind']) =>
    options.handedBack?.some((h) => h.kind === kind && sameDocument(h.url, pageUrl)) ?? false;
  const found = (kind: Detection['kind'], reason: string): Detection | undefined =>
    skip(kind) ? undefined : { kind, reason, url: pageUrl };

  for (const frame of frames) {
    const captcha = captchaOn(frame);
    if (captcha) {
      const hit = found('captcha', `The page shows ${captcha}. Only the user may solve it.`);
      if (hit) return hit;
    }
  }
  for (const frame of frames) {
    // A sub-frame's own URL is not enough: 3-D Secure device-data frames are tiny and invisible.
    if (frame.frames.some(paymentFrame) || (frame.top && PAYMENT_MARKS.test(pathOf(frame.url)))) {
      const hit = found('payment', 'The page asks to verify a payment (3-D Secure). Only the user may do that.');
      if (hit) return hit;
    }
  }
  for (const frame of frames) {
    if (codePrompt(frame)) {
      const hit = found('otp', 'The page asks for a one-time or two-factor code. Only the user has it.');
      if (hit) return hit;
    }
  }
  const mayLogIn = (url: string) => options.credentialOrigins?.includes(originOf(url)) ?? false;
  for (const frame of frames) {
    if (loginWall(frame) && !mayLogIn(frame.url)) {
      const hit = found('login', 'The page asks the user to sign in before the task can go on.');
      if (hit) return hit;
    }
  }
  return undefined;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** Same page for "already handed back": origin and path (a query or hash that changes is still that page). */
function sameDocument(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    return x.origin === y.origin && x.pathname === y.pathname;
  } catch {
    return a === b;
  }
}
