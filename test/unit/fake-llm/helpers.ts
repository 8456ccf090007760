// Shared fixtures for the fake LLM tests: a snapshot in the FORMAT.md shape and SDK clients on the server.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { FakeLlm } from '../../fake-llm/index.js';

export const SNAPSHOT = [
  '[page] Pets — http://127.0.0.1:4100/ (viewport 0-720 of 3100px, scroll 0)',
  'main',
  '  h1 "Pets"',
  '  button "Save" e12',
  '  button "Save draft" e13',
  '  textbox "Pet \\"nick\\" name" e14 [required] value="5"',
  '  link "Edit" e20 -> /edit/1',
  '  link "Edit" e21 -> /edit/2',
  '  iframe "Rich Text Area" e30',
  '    paragraph f2e4',
  '    button "Bold" f2e5 [pressed=false]',
  '  text: Plain text mentioning button "Ghost" e99',
].join('\n');

export const wrapped = (snapshot: string) =>
  `<untrusted_page source="http://127.0.0.1:4100/">\n${snapshot}\n</untrusted_page>`;

export const openAiTools = (...names: string[]): OpenAI.Chat.ChatCompletionTool[] =>
  names.map((name) => ({ type: 'function', function: { name, parameters: { type: 'object', properties: {} } } }));

export const anthropicTools = (...names: string[]): Anthropic.Tool[] =>
  names.map((name) => ({ name, input_schema: { type: 'object', properties: {} } }));

export const openai = (llm: FakeLlm) => new OpenAI({ baseURL: llm.openaiBaseUrl, apiKey: 'x', maxRetries: 0 });
export const anthropic = (llm: FakeLlm) => new Anthropic({ baseURL: llm.anthropicBaseUrl, apiKey: 'x', maxRetries: 0 });
