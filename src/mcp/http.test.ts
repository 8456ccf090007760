import { describe, expect, it } from 'vitest';
import { refuse } from './http';

const ok = { host: '127.0.0.1:8765', authorization: 'Bearer tok' };

describe('the HTTP mode answers only its own client', () => {
  it('serves the right host with the token, with or without a same-address Origin', () => {
    expect(refuse(ok, 8765, 'tok')).toBeUndefined();
    expect(refuse({ ...ok, origin: 'http://127.0.0.1:8765' }, 8765, 'tok')).toBeUndefined();
  });
  it('refuses a web page (any other Origin), even with the token', () => {
    expect(refuse({ ...ok, origin: 'https://evil.example' }, 8765, 'tok')).toMatchObject({ status: 403 });
    expect(refuse({ ...ok, origin: 'null' }, 8765, 'tok')).toMatchObject({ status: 403 });
  });
  it('refuses DNS rebinding (another Host name) and a missing or wrong token', () => {
    expect(refuse({ ...ok, host: 'evil.example:8765' }, 8765, 'tok')).toMatchObject({ status: 403 });
    expect(refuse({ host: ok.host }, 8765, 'tok')).toMatchObject({ status: 401 });
    expect(refuse({ ...ok, authorization: 'Bearer nope' }, 8765, 'tok')).toMatchObject({ status: 401 });
  });
});
