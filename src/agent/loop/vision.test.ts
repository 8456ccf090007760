import { describe, expect, it } from 'vitest';
import type { ToolResultMessage } from '../../shared/model';
import { runAgent } from './run-agent';
import { withFakeTools } from './testing/fake-tools';
import { scriptedStream } from './testing/scripted-stream';
import { createImageDescriber } from './vision';

const shot = [[{ call: 'screenshot' }], [{ text: 'I see it.' }]] as Parameters<typeof scriptedStream>[0];
const resultOf = (messages: { role: string }[]) =>
  messages.find((m): m is ToolResultMessage => m.role === 'toolResult')!;

describe('vision fallback', () => {
  it('keeps the image for a model that reads images', async () => {
    const { stream, requests } = scriptedStream(shot);
    const run = await runAgent(withFakeTools('look', { stream, settings: { model: 'gpt-4o' } }));
    expect(resultOf(run.messages)).toMatchObject({ kind: 'screenshot', image: { mediaType: 'image/png' } });
    expect(requests[0]!.vision).toBe(true);
  });

  it('describes the screenshot with the vision model for a text-only model', async () => {
    const { stream } = scriptedStream(shot);
    const vision = scriptedStream([
      (request) => {
        expect(request.messages[0]!.role === 'user' && request.messages[0]!.content[1]!.type).toBe('image');
        return [{ text: 'A shop page with a blue Buy button at 600,400.' }];
      },
    ]);
    const run = await runAgent(
      withFakeTools('look', {
        stream,
        settings: { model: 'deepseek-chat' },
        describeImage: createImageDescriber(vision.stream, 'gpt-4o-mini'),
      }),
    );
    const result = resultOf(run.messages);
    expect(result.image).toBeUndefined();
    expect(result.text).toMatch(
      /vision model described.*<untrusted_page source="screenshot description">\nA shop page/s,
    );
  });

  it('falls back to the snapshot when the vision model times out', async () => {
    const { stream } = scriptedStream(shot);
    const slow = scriptedStream(['hang']);
    const run = await runAgent(
      withFakeTools('look', {
        stream,
        settings: { model: 'deepseek-chat' },
        describeImage: createImageDescriber(slow.stream, 'llava', 20),
      }),
    );
    const result = resultOf(run.messages);
    expect(result).toMatchObject({
      kind: 'snapshot',
      text: expect.stringMatching(/could not be described.*\[page\] Shop/s),
    });
  });

  it('does not offer the screenshot tool, and says so, when no model can read images', async () => {
    const { stream, requests } = scriptedStream([[{ text: 'ok' }]]);
    await runAgent(withFakeTools('look', { stream, settings: { model: 'deepseek-chat' } }));
    expect(requests[0]!.tools.map((t) => t.name)).not.toContain('screenshot');
    expect(requests[0]!.system).toMatch(/no screenshot tool is available/);
  });

  it('a settings override turns vision on for a model the table does not know', async () => {
    const { stream, requests } = scriptedStream([[{ text: 'ok' }]]);
    await runAgent(
      withFakeTools('look', {
        stream,
        settings: { model: 'my-local-vl:7b', capabilityOverrides: { 'my-local-vl': { vision: true } } },
      }),
    );
    expect(requests[0]!.tools.map((t) => t.name)).toContain('screenshot');
  });
});
