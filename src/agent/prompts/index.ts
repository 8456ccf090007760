export { buildSystemPrompt, type VisionMode } from './system';
export { neutralise, wrapUntrusted } from './untrusted';
