/**
 * Errors cross extension contexts as values ({ok:false, error}) and are rethrown by the caller when it wants a throw.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string; code?: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: string, code?: string): Result<never> => ({ ok: false, error, ...(code ? { code } : {}) });

export class RemoteError extends Error {
  override name = 'RemoteError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new RemoteError(result.error, result.code);
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
