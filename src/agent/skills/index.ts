export * from './schema';
export { extractSkill, paramName, userWords } from './extract';
export { describeStep } from './describe';
export { locatorFor, resolveLocator, describeLocator } from './locator';
export { fillDeep, fillText, parseArgs, parseCommand, placeholdersIn, withDefaults, type ParamValues } from './params';
export { replaySkill, type ReplayDeps, type ReplayOutcome } from './replay';
export { handoverText, runRequestText } from './handover';
export { parseSkillFile, exportSkills } from './file';
export { nextRunAfter, dueAction } from './schedule';
