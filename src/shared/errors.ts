/**
 * Errors cross extension contexts as values ({ok:false, error}); a caller that wants a throw makes its own Error.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string; code?: string };

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
