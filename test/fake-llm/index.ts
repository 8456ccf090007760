// Entry point for tests: `import { startFakeLlm, createGate } from '../fake-llm/index.js'`.
export { startFakeLlm } from './server.js';
export { createGate } from './writer.js';
export { parseSnapshot, findLatestSnapshot, resolveTarget } from './resolve.js';
export type * from './types.js';
export { formatRequest, parseAnswer, relayResponder, type RelayOptions } from './relay.js';
