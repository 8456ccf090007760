/**
 * A skill: a task saved once and run again (issue 14). Plain JSON, validated with zod wherever it enters: storage,
 * an imported file, a message from the options page. Steps keep the tool calls that worked, with every ref replaced
 * by a locator that does not depend on refs (refs die with the page), and what the step is expected to do.
 */
import { z } from 'zod';

/** The tools a skill may replay: actions on elements and navigation. Reads are re-taken at replay, not replayed;
 * point tools (click_xy...) and evaluate are left out: a screen point or a script is no stable intent. */
export const REPLAYABLE_TOOLS = [
  'click',
  'hover',
  'type',
  'fill_form',
  'select_option',
  'press_key',
  'scroll',
  'drag',
  'navigate',
  'wait_for',
] as const;
export type ReplayableTool = (typeof REPLAYABLE_TOOLS)[number];

const short = (max: number) => z.string().max(max);

/** How to find an element again on a fresh snapshot: by what a user sees, never by ref. */
export const Locator = z.object({
  role: short(80).min(1),
  name: short(500).optional(),
  /** Which of several elements with the same role and name, in document order, when nothing else tells them apart. */
  nth: z.number().int().min(0).max(500).default(0),
  /** The enclosing landmarks, forms, dialogs, tables... as `role "name"` lines, outermost first. */
  path: z.array(short(300)).max(12).default([]),
  /** The nearest heading or text before the element, to tell apart two "Edit" buttons. */
  nearText: short(300).optional(),
  /** Frame prefix of the ref (`f2`) when the element was in a child frame; absent in the main frame. */
  frame: short(12).optional(),
});
export type Locator = z.infer<typeof Locator>;

export const StepExpect = z.object({
  /** The step navigated the main frame to this URL (path compared; parameters substituted first). */
  url: short(4000).optional(),
  /** The page visibly changed (the snapshot diff was not empty). */
  changes: z.boolean().optional(),
  /** Values that must read back from these argument paths' elements after the step (typed text, chosen options). */
  values: z.record(short(100), short(20_000)).optional(),
});
export type StepExpect = z.infer<typeof StepExpect>;

export const SkillStep = z.object({
  tool: z.enum(REPLAYABLE_TOOLS),
  /** The call's arguments with `{{param}}` and `{{secret:name}}` placeholders; refs are filled in at replay. */
  args: z.record(short(100), z.unknown()),
  /** Locator per argument path that held a ref (`ref`, `to_ref`, `fields.0.ref`). */
  locators: z.record(short(100), Locator).default({}),
  expect: StepExpect.default({}),
});
export type SkillStep = z.infer<typeof SkillStep>;

export const SkillParam = z.object({
  name: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'a parameter name is lower-case letters, digits and _ (like city or item_2)'),
  description: short(300).default(''),
  default: short(20_000).optional(),
});
export type SkillParam = z.infer<typeof SkillParam>;

/** When a scheduled skill runs: every N minutes, or at set times of day (local time, HH:MM). */
export const Schedule = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('interval'),
    minutes: z
      .number()
      .min(0.05)
      .max(60 * 24 * 7),
  }),
  z.object({
    kind: z.literal('daily'),
    times: z
      .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time is HH:MM, like 08:30'))
      .min(1)
      .max(24),
  }),
]);
export type Schedule = z.infer<typeof Schedule>;

export const SKILL_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const Skill = z.object({
  id: short(100).min(1),
  /** What follows the `/` in the panel: lower case, digits and dashes. */
  name: z.string().regex(SKILL_NAME, 'a skill name is lower-case letters, digits and dashes (like add-item)'),
  description: short(1000).default(''),
  /** What the user wanted, in their words: the model's brief when it takes over. */
  goal: short(4000).min(1),
  /** The page the task started on: a scheduled run opens it in a background tab. */
  startUrl: short(4000).optional(),
  params: z.array(SkillParam).max(20).default([]),
  steps: z.array(SkillStep).max(100).default([]),
  favourite: z.boolean().default(false),
  schedule: Schedule.optional(),
  /** A missed scheduled run (browser closed, machine asleep) runs once when Tabwright is back. */
  catchUp: z.boolean().default(true),
  /** Origins the user allowed (read and act) when scheduling: for this skill's scheduled runs only. */
  grants: z.array(short(300)).max(20).default([]),
  /** False for an imported skill until the user approved its first run. */
  trusted: z.boolean().default(true),
  createdAt: z.number().default(0),
  updatedAt: z.number().default(0),
});
export type Skill = z.infer<typeof Skill>;
export type SkillInput = z.input<typeof Skill>;

/** An exported file: a versioned list, so a later format can migrate it. */
export const SkillFile = z.object({
  format: z.literal('tabwright-skills'),
  version: z.literal(1),
  skills: z.array(Skill).max(500),
});
export type SkillFile = z.infer<typeof SkillFile>;
