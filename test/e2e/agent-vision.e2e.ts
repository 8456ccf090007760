/**
 * Screenshots and models that cannot see: a text-only model with no vision model configured is not offered the
 * screenshot tool and is told so; with a vision model configured, the screenshot reaches it as a description written
 * by that model, and the image never enters the main conversation.
 */
import { expect, it } from 'vitest';
import { agentHarness } from './helpers/harness';
import { assistantTexts, sendTask, waitForSession } from './helpers/agent';
import { writeSettings } from './helpers/settings';

const h = agentHarness({ check: 'done' });

/** 'local-text-model' is not in the capability table, so it counts as text-only. */
function textOnly(extra: Record<string, unknown> = {}) {
  const main = {
    id: 'main',
    kind: 'openai-compatible',
    label: 'Local',
    apiKey: '',
    baseUrl: h.llm.openaiBaseUrl,
    model: 'local-text-model',
    vision: 'auto',
  };
  const vision = {
    id: 'eyes',
    kind: 'openai-compatible',
    label: 'Vision',
    apiKey: 'k',
    baseUrl: h.llm.openaiBaseUrl,
    model: 'gpt-4o',
    vision: 'auto',
  };
  return writeSettings(h.ext, { providers: [main, vision], defaultProviderId: 'main', ...extra });
}

async function chartTab() {
  const page = await h.ext.newPage(`${h.servers.main.url}/test/fixtures/apps/chartjs/`);
  await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, { timeout: 20_000 });
  return { page, tabId: await h.ext.tabIdOf(page) };
}

it('a text-only model without a vision model is not offered the screenshot tool, and the prompt says so', async () => {
  await textOnly();
  h.llm.script([{ say: 'I cannot see the chart, but the page text has no numbers either.' }]);
  const { tabId } = await chartTab();
  await sendTask(h.ext, tabId, 'Which month did South peak?');
  await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
  const request = h.llm.requests[0]!;
  expect(request.toolNames).not.toContain('screenshot');
  expect(request.toolNames).toContain('snapshot');
  expect(request.system).toMatch(/no screenshot tool is available/);
});

it('a text-only model gets the screenshot described by the configured vision model', async () => {
  await textOnly({ visionProviderId: 'eyes' });
  const describerAsked = (req: { system: string }) => expect(req.system).toMatch(/describe screenshots/i);
  h.llm.script([
    { tool: 'screenshot', args: {} },
    { say: 'A bar chart: North and South per month; South is highest in September.', expect: describerAsked },
    { say: 'South peaked in September.' },
  ]);
  const { page, tabId } = await chartTab();
  await sendTask(h.ext, tabId, 'Which month did South peak?');
  await page.bringToFront();
  const view = await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
  expect(assistantTexts(view).at(-1)).toBe('South peaked in September.');
  // The describer received the real screenshot as an image...
  const describer = h.llm.requests[1]!;
  expect(describer.model).toBe('gpt-4o');
  expect(JSON.stringify(describer.body)).toMatch(/data:image\/jpeg;base64,/);
  // ...and the main model got words, marked as untrusted page content, and no image.
  const result = view.messages.find((m) => m.role === 'toolResult' && m.toolName === 'screenshot');
  expect(result).toBeDefined();
  expect(result!.role === 'toolResult' && result!.text).toMatch(
    /described the screenshot[\s\S]*South is highest in September/,
  );
  expect(result!.role === 'toolResult' && result!.image).toBeUndefined();
  expect(JSON.stringify(h.llm.requests[2]!.body)).not.toMatch(/data:image/);
});

it('a vision model gets the screenshot itself: OpenAI-style after the tool message, Anthropic inside the tool result', async () => {
  for (const kind of ['openai-compatible', 'anthropic'] as const) {
    const baseUrl = kind === 'anthropic' ? h.llm.anthropicBaseUrl : h.llm.openaiBaseUrl;
    const model = kind === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-4o';
    await writeSettings(h.ext, {
      providers: [{ id: 'v', kind, label: '', apiKey: 'k', baseUrl, model, vision: 'auto' }],
      defaultProviderId: 'v',
    });
    h.llm.script([{ tool: 'screenshot', args: {} }, { say: 'September.' }]);
    const { page, tabId } = await chartTab();
    await sendTask(h.ext, tabId, 'Which month did South peak?');
    await page.bringToFront();
    await waitForSession(h.ext, tabId, (v) => v.status === 'idle' && assistantTexts(v).length > 0);
    const sent = h.llm.requests[1]!.body as { messages: Array<{ role: string; content: unknown }> };
    const last = sent.messages.at(-1)!;
    if (kind === 'anthropic') {
      // user turn holding the tool_result, whose content carries the image block
      expect(JSON.stringify(last.content)).toMatch(/"type":"tool_result"[\s\S]*"type":"image"/);
    } else {
      expect(sent.messages.at(-2)!.role).toBe('tool');
      expect(last.role).toBe('user');
      expect(JSON.stringify(last.content)).toMatch(/data:image\/jpeg;base64,/);
    }
    h.llm.assertDone();
    h.llm.reset();
    await page.close();
  }
});
