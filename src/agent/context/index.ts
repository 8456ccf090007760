export { classifyToolResult } from './classify';
export { collapseStale, SCREENSHOT_PLACEHOLDER, SNAPSHOT_PLACEHOLDER } from './collapse';
export { estimateMessageTokens, estimateTextTokens, estimateTokens, IMAGE_TOKENS } from './estimate';
export { fitContext, summaryOf, type FitOptions, type FitResult } from './trim';
