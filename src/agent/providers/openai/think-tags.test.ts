import { describe, expect, it } from 'vitest';
import { ThinkTagSplitter, type Piece } from './think-tags';

function split(chunks: string[]): { thinking: string; text: string } {
  const s = new ThinkTagSplitter();
  const pieces: Piece[] = [...chunks.flatMap((c) => s.push(c)), ...s.flush()];
  const of = (kind: Piece['kind']) =>
    pieces
      .filter((p) => p.kind === kind)
      .map((p) => p.text)
      .join('');
  return { thinking: of('thinking'), text: of('text') };
}

describe('ThinkTagSplitter', () => {
  it('separates a leading <think> block from the answer, whatever the chunking', () => {
    const whole = '<think>\nThe user wants the price.\n</think>\n\nIt costs **$3**.';
    const expected = { thinking: '\nThe user wants the price.\n', text: 'It costs **$3**.' };
    expect(split([whole])).toEqual(expected);
    // Every cut, tags included, gives the same result: chunk boundaries fall anywhere in a stream.
    for (let i = 1; i < whole.length; i++) expect(split([whole.slice(0, i), whole.slice(i)])).toEqual(expected);
    expect(split([...whole])).toEqual(expected);
  });

  it('leaves an answer without a leading block alone, tags later in it included', () => {
    expect(split(['Use ', '<think> tags ', 'to show reasoning.'])).toEqual({
      thinking: '',
      text: 'Use <think> tags to show reasoning.',
    });
    expect(split(['<thin', 'king cap>'])).toEqual({ thinking: '', text: '<thinking cap>' });
  });

  it('an empty block (a reasoning model told not to think) leaves only the answer', () => {
    expect(split(['<think>\n\n</think>\n\n', 'Done.'])).toEqual({ thinking: '\n\n', text: 'Done.' });
  });

  it('a stream cut inside the reasoning keeps what came, as thinking', () => {
    expect(split(['<think>Let me check the', ' page</th'])).toEqual({
      thinking: 'Let me check the page</th',
      text: '',
    });
  });
});
