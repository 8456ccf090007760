/**
 * Reasoning models behind OpenAI-compatible endpoints (DeepSeek-R1, Qwen3 and QwQ on Ollama, LM Studio, vLLM) often
 * write their reasoning into the content, between <think> and </think>, before the answer. This splits a content
 * stream into thinking and answer text, with a tag possibly cut across chunks. Only a block at the very start counts:
 * an answer that talks about the tag later is just text.
 */
export interface Piece {
  kind: 'text' | 'thinking';
  text: string;
}

const OPEN = '<think>';
const CLOSE = '</think>';

export class ThinkTagSplitter {
  private buffer = '';
  private state: 'start' | 'thinking' | 'after' | 'text' = 'start';

  push(chunk: string): Piece[] {
    this.buffer += chunk;
    const out: Piece[] = [];
    for (;;) {
      if (this.state === 'start') {
        const lead = this.buffer.trimStart();
        if (lead.startsWith(OPEN)) {
          this.buffer = lead.slice(OPEN.length);
          this.state = 'thinking';
        } else if (OPEN.startsWith(lead))
          return out; // "<thi": wait for the rest
        else this.state = 'text';
      } else if (this.state === 'thinking') {
        const end = this.buffer.indexOf(CLOSE);
        if (end >= 0) {
          emit(out, 'thinking', this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + CLOSE.length);
          this.state = 'after';
          continue;
        }
        const keep = partialSuffix(this.buffer, CLOSE);
        emit(out, 'thinking', this.buffer.slice(0, this.buffer.length - keep));
        this.buffer = this.buffer.slice(this.buffer.length - keep);
        return out;
      } else if (this.state === 'after') {
        // The blank lines between the reasoning and the answer belong to neither.
        this.buffer = this.buffer.replace(/^\s+/, '');
        if (!this.buffer) return out;
        this.state = 'text';
      } else {
        emit(out, 'text', this.buffer);
        this.buffer = '';
        return out;
      }
    }
  }

  /** The end of the stream: whatever is held back (a cut tag) goes out as what it was part of. */
  flush(): Piece[] {
    const out: Piece[] = [];
    emit(out, this.state === 'thinking' ? 'thinking' : 'text', this.state === 'after' ? '' : this.buffer);
    this.buffer = '';
    return out;
  }
}

function emit(out: Piece[], kind: Piece['kind'], text: string): void {
  if (text) out.push({ kind, text });
}

/** Length of the longest end of `text` that could be the start of `tag`. */
function partialSuffix(text: string, tag: string): number {
  for (let n = Math.min(tag.length - 1, text.length); n > 0; n--) if (tag.startsWith(text.slice(-n))) return n;
  return 0;
}
