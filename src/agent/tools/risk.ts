/**
 * How much a tool can change. Policy (src/agent/policy) decides allow / ask / deny from this tier,
 * the tool's arguments and the target origin; a tool never decides that itself.
 */
export type RiskTier = 'read' | 'act' | 'high';
