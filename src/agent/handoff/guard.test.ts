import { describe, expect, it } from 'vitest';
import { handoffForTarget } from './guard';

const field = (name: string, role = 'textbox', texts: string[] = []) =>
  handoffForTarget({ pageUrl: 'https://shop.example/signup', element: { role, name, texts } });

describe('a CAPTCHA drawn by the page itself is handed to the user', () => {
  it('its answer field, its "I\'m not a robot" box or button', () => {
    expect(field('Enter the captcha')?.kind).toBe('captcha');
    expect(field('Type the characters', 'textbox', ['captcha_answer', 'Type the characters'])?.kind).toBe('captcha');
    expect(field("I'm not a robot", 'checkbox')?.kind).toBe('captcha');
    expect(field('Verify you are human', 'button')?.kind).toBe('captcha');
    expect(field('Verify you are human', 'button')?.url).toBe('https://shop.example/signup');
  });

  it('not a link or button that only talks about CAPTCHAs, nor an ordinary field', () => {
    expect(field('What is a CAPTCHA?', 'link')).toBeUndefined();
    expect(field('Why am I seeing a captcha', 'button')).toBeUndefined();
    expect(field('Email address')).toBeUndefined();
    expect(field('Verification code')).toBeUndefined();
  });

  it('a vendor frame still counts, whatever the element is named', () => {
    const r = handoffForTarget({
      pageUrl: 'https://shop.example/',
      frameUrl: 'https://www.google.com/recaptcha/api2/anchor?k=x',
      element: { role: 'checkbox', name: 'Tick' },
    });
    expect(r?.kind).toBe('captcha');
  });
});
