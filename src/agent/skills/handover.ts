/**
 * What the model gets when a replay stops: the skill's goal, what was done, why it stopped and the steps left, as
 * the recording had them. The user's parameter values are in it (theirs to use anywhere); page text is not: the
 * failed step's own result, page data, is in the transcript above it, inside its untrusted block, and the steps
 * left (names and addresses read from the page at recording time) are in an untrusted block of their own.
 */
import { wrapUntrusted } from '../prompts/untrusted';
import { describeStep } from './describe';
import { fillText, type ParamValues } from './params';
import type { Skill } from './schema';

export function runRequestText(skill: Skill, values: ParamValues): string {
  const given = Object.entries(values);
  return [
    `/${skill.name}${given.length ? ` ${given.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ')}` : ''}`,
    `Goal: ${fillText(skill.goal, values)}`,
  ].join('\n');
}

export function handoverText(skill: Skill, values: ParamValues, at: number, reason: string): string {
  const left = skill.steps.slice(at).map((s, i) => `${at + i + 1}. ${fillText(describeStep(s), values)}`);
  const done = at > 0 ? `Steps 1-${at} were replayed and worked. ` : '';
  return [
    skill.steps.length
      ? `The replay of skill /${skill.name} stopped at ${reason}. ${done}Finish the task from here, on the page as it is now (take a snapshot first).`
      : `Run the skill /${skill.name}: it has no recorded steps, so do the task yourself.`,
    `Goal: ${fillText(skill.goal, values)}`,
    ...(Object.keys(values).length
      ? [
          `Values: ${Object.entries(values)
            .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
            .join(', ')}`,
        ]
      : []),
    // The steps quote the page as it was when recorded (element names, addresses a page may have suggested): page
    // text, in an untrusted block, so it never counts as the user's words (a site named there is not theirs).
    ...(left.length
      ? ['Steps left, as recorded (the page may differ now):', wrapUntrusted(left.join('\n'), 'the skill as recorded')]
      : []),
  ].join('\n');
}
