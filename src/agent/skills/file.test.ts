import { describe, expect, it } from 'vitest';
import { vueAddItemTask } from '../../../test/fixtures/skills/vue-add-item';
import { extractSkill } from './extract';
import { exportSkills, parseSkillFile } from './file';
import { Skill } from './schema';

const skill = Skill.parse(extractSkill(vueAddItemTask('http://x'), { id: 's1', name: 'add-item', now: 1 }));
const file = (skills: unknown[]) => JSON.stringify({ format: 'tabwright-skills', version: 1, skills });

describe('skills files', () => {
  it('round-trip, and come back untrusted', () => {
    const back = parseSkillFile(exportSkills([skill]));
    expect(back).toEqual({ ok: true, skills: [{ ...skill, trusted: false }] });
  });

  it("drop the file's grants: origins allowed without a card are the user's say, never a file's", () => {
    const granted = { ...skill, grants: ['https://evil.test'], schedule: { kind: 'interval', minutes: 60 } };
    const back = parseSkillFile(file([granted]));
    expect(back.ok && back.skills[0]!.grants).toEqual([]);
  });

  it('refuse a bad file with the place and the problem', () => {
    expect(parseSkillFile('{oops')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This file is not JSON/),
    });
    expect(parseSkillFile('{"skills": []}')).toEqual({
      ok: false,
      error: 'This is not a Tabwright skills file (its "format" is not "tabwright-skills").',
    });
    const bad = parseSkillFile(file([skill, { ...skill, name: 'Bad!', steps: [{ tool: 'explode', args: {} }] }]));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(
      /^The file has errors: skills\[1\]\.name \(skill "Bad!"\): a skill name is lower-case.*; skills\[1\]\.steps\[0\]\.tool \(skill "Bad!"\): /,
    );
    expect(parseSkillFile(file([skill, skill]))).toEqual({
      ok: false,
      error: 'The file has two skills named "add-item".',
    });
  });
});
