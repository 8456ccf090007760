/**
 * Every failure the loop or a provider reports is one of these kinds, with a message that says what to do.
 * The panel can switch on `kind` (e.g. offer "open settings" for `auth`); the message is for people.
 */
export type ErrorKind =
  | 'auth' // 401/403: the key is missing, wrong or lacks access
  | 'not_found' // 404: unknown model or wrong base URL
  | 'rate_limit' // 429 after bounded retries
  | 'server' // 5xx / overloaded after bounded retries
  | 'network' // no connection, DNS, CORS, connection reset
  | 'timeout' // the request or the task ran out of time
  | 'aborted' // the user pressed Stop
  | 'context_limit' // the conversation no longer fits the model, even after trimming
  | 'bad_request'; // 400/422: the provider rejected the request

export interface AgentError {
  kind: ErrorKind;
  message: string;
  /** HTTP status when there was one. */
  status?: number;
}

/** Retrying these may help; the others need the user (a key, a model name) or are final. */
export function isRetryable(kind: ErrorKind): boolean {
  return kind === 'rate_limit' || kind === 'server' || kind === 'network' || kind === 'timeout';
}
