export { PLACEHOLDER, placeholder, placeholderNames, hasPlaceholder, substituteSecrets } from './placeholders';
export type { SecretLookup, Substitution } from './placeholders';
export { createRedactor, PASSWORD_MASK, API_KEY_MASK, MIN_REDACT_LENGTH, MIN_API_KEY_LENGTH } from './redact';
export type { Redactor, RedactionSources } from './redact';
export { readPasswordValues } from './password-values';
