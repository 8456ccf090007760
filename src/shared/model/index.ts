// The agent's data model: messages, events, usage and error kinds. Shared by the loop, providers, panel and storage.
export * from './messages';
export * from './events';
export * from './usage';
export * from './errors';
