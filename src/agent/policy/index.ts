/** Safety policy: decide() per tool call, the card the panel shows, and the task state it reads. See README.md. */
export { decide } from './decide';
export { buildCard, buildPlanCard, describeAction } from './card';
export { siteAccess, modeFor, planCovers } from './permissions';
export { webOrigin, normaliseOrigin, isBlocked, displayOrigin } from './origins';
export { picksOnly, riskyNameMatch } from './risky-names';
export {
  emptySeen,
  addSeen,
  tokens,
  carriedData,
  matchSeen,
  siteFromPage,
  urlPayload,
  sourcesOf,
  MAX_SEEN_TOKENS,
} from './seen-data';
export type { SeenData, SeenSource, SeenMatch } from './seen-data';
export { flowsOf, sinksOf } from './flows';
export { judgeRedirect, redirectJudge } from './redirects';
export type { RedirectVerdict } from './redirects';
export type { Flow } from './flows';
export { decodings, collapse } from './encodings';
export { namedHosts, userNamedSite } from './named-hosts';
export { originSets, writeOrigins } from './origin-sets';
export type { OriginSets } from './origin-sets';
export { sourcedParts } from './sourced';
export {
  newTaskState,
  markVisited,
  noteSeen,
  noteSent,
  sentBefore,
  approvePlan,
  applyAnswer,
  logEntry,
  answered,
  refusalText,
} from './task-state';
export type { AnswerEffect } from './task-state';
export type * from './types';
export { hiddenTextReason, isTextHidden } from './hidden-text';
export type { HiddenReason } from './hidden-text';
export { describeTarget } from './target-facts';
export type { DomTargetFacts } from './target-facts';
