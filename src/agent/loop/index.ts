export { runAgent } from './run-agent';
export { repairTranscript } from './resume';
export { createImageDescriber, visionModeFor } from './vision';
export { toToolSpecs } from './tool-specs';
export {
  DEFAULT_SETTINGS,
  type AgentSettings,
  type ApprovalDecision,
  type ApprovalRequest,
  type ImageDescriber,
  type RunAgentOptions,
  type RunAgentResult,
} from './types';
