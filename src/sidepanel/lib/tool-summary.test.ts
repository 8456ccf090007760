import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { translatorFor, type Messages } from '../../shared/i18n';
import { indexRefs, toolCallSummary } from './tool-summary';

const load = (lang: string) =>
  translatorFor(JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Messages);
const en = load('en');
const zh = load('zh_CN');

const snapshot = `<untrusted_page>
[page] Swagger UI — http://127.0.0.1:4100/swagger/
main
  button "Try it out" e12
  textbox "petId" e13 [required] value="5"
  link "Docs \\"v2\\"" f2e7 -> /docs
  generic e20
  text: not a node e99
</untrusted_page>`;
const refs = indexRefs(snapshot);
const call = (name: string, args: Record<string, unknown>) => ({ name, args });

describe('indexRefs', () => {
  it('reads role and JSON-quoted name of every node line with a ref, inside any wrapper', () => {
    expect([...refs.entries()]).toEqual([
      ['e12', { role: 'button', name: 'Try it out' }],
      ['e13', { role: 'textbox', name: 'petId' }],
      ['f2e7', { role: 'link', name: 'Docs "v2"' }],
      ['e20', { role: 'generic' }],
    ]);
  });
});

describe('toolCallSummary', () => {
  it.each([
    [call('click', { ref: 'e12' }), "Clicked button 'Try it out'"],
    [call('click', { ref: 'e12', button: 'right' }), "Right-clicked button 'Try it out'"],
    [call('type', { ref: 'e13', text: '5' }), "Typed '5' into text box 'petId'"],
    [call('type', { ref: 'e13', text: 'cats', submit: true }), "Typed 'cats' into text box 'petId' and submitted"],
    [call('click', { ref: 'f2e7' }), 'Clicked link \'Docs "v2"\''],
    [call('click', { ref: 'e20' }), 'Clicked generic'],
    [call('click', { ref: 'e55' }), 'Clicked element e55'],
    [call('click', { ref: 'e55', element: 'the blue Save button' }), "Clicked 'the blue Save button'"],
    [call('select_option', { ref: 'e13', values: ['Red', 'Blue'] }), "Selected 'Red, Blue' in text box 'petId'"],
    [call('navigate', { url: 'https://example.com/' }), 'Opened https://example.com/'],
    [call('navigate', { action: 'back' }), 'Went back'],
    [call('press_key', { key: 'Enter' }), 'Pressed Enter'],
    [call('scroll', { direction: 'down' }), 'Scrolled down'],
    [call('scroll', { direction: 'into_view', ref: 'e13' }), "Scrolled to text box 'petId'"],
    [call('navigate', { action: 'reload' }), 'Reloaded the page'],
    [
      call('fill_form', {
        fields: [
          { ref: 'e13', value: '5' },
          { ref: 'e14', value: true },
        ],
      }),
      'Filled 2 fields',
    ],
    [call('select_option', { ref: 'e13', values: 'Norway' }), "Selected 'Norway' in text box 'petId'"],
    [call('upload_file', { ref: 'e12', files: ['cv.pdf'] }), "Attached cv.pdf to button 'Try it out'"],
    [call('wait_for', { ref: 'e12' }), "Waited for button 'Try it out'"],
    [call('tabs', { action: 'open', url: 'https://a.test/' }), 'Opened a new tab: https://a.test/'],
    [call('tabs', { action: 'switch', tab_id: 4 }), 'Switched to tab 4'],
    [call('get_page_text', {}), 'Read the page text'],
    [call('drag', { ref: 'e12', to_ref: 'e13' }), "Dragged button 'Try it out' to text box 'petId'"],
    [call('click', { ref: '[e12]', double: true }), "Double-clicked button 'Try it out'"],
    [call('click_xy', { x: 120, y: 48 }), 'Clicked at (120, 48)'],
    [call('type_xy', { x: 5, y: 6, text: 'hi' }), "Typed 'hi' at (5, 6)"],
    [call('press_key', { keys: ['Control+A', 'Delete'] }), 'Pressed Control+A, Delete'],
    [call('find', { query: 'Save' }), "Searched the page for 'Save'"],
    [call('snapshot', {}), 'Read the page structure'],
    [call('screenshot', {}), 'Took a screenshot'],
    [call('my_custom_tool', { a: 1 }), 'Used my_custom_tool'],
  ])('%j -> %s', (input, expected) => {
    expect(toolCallSummary(input, refs, en)).toBe(expected);
  });

  it('clips long names and texts so a line stays one line', () => {
    const long = 'x'.repeat(200);
    expect(toolCallSummary(call('type', { ref: 'e13', text: long }), refs, en)).toBe(
      `Typed '${'x'.repeat(59)}…' into text box 'petId'`,
    );
  });

  it('speaks Chinese with translated role names', () => {
    expect(toolCallSummary(call('click', { ref: 'e12' }), refs, zh)).toBe('点击了按钮“Try it out”');
    expect(toolCallSummary(call('type', { ref: 'e13', text: '5' }), refs, zh)).toBe('在文本框“petId”中输入了“5”');
  });
});
