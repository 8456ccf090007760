import { describe, expect, it } from 'vitest';
import { classify } from './errors';

const ctx = { label: 'OpenAI', model: 'gpt-4.1', baseURL: 'https://api.openai.com/v1' };

describe('classify', () => {
  it('a 429 for an empty quota needs the user, not a retry', () => {
    const { error } = classify(
      {
        cause: 'api',
        status: 429,
        type: 'insufficient_quota',
        detail: 'You exceeded your current quota, please check your plan and billing details.',
      },
      ctx,
    );
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/out of quota or credit \(429\).*Add credit/);
  });

  it('an ordinary 429 is a rate limit worth waiting for', () => {
    const { error } = classify(
      { cause: 'api', status: 429, type: 'rate_limit_error', detail: 'Too many requests' },
      ctx,
    );
    expect(error.kind).toBe('rate_limit');
    expect(error.message).toMatch(/rate-limiting requests \(429\)/);
  });
});
