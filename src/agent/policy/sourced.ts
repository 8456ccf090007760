/**
 * Where each part of a tool result was read. Tools wrap page text in untrusted blocks whose `source` is the page's
 * URL (snapshot, page text), "tabs" (the tab list) or a tool name; the tab list has one tab per line with its URL.
 * Each part's tokens are noted under its own origin, so a bank tab's title in the tab list counts as the bank's
 * data and not as the page the agent happens to be on. Text outside blocks belongs to the tab's page.
 */
import { webOrigin } from './origins';

export interface SourcedText {
  text: string;
  /** An origin, "tabs" for a tab list line without a web URL, or undefined when unknown. */
  origin?: string;
}

const BLOCK = /<untrusted_page source="([^"]*)">\n([\s\S]*?)\n<\/untrusted_page>/g;
/** A tab list line: `* 12: "Title" https://url (active)`. */
const TAB_LINE = /^[* ] ?\s*\d+: ("(?:[^"\\]|\\.)*") (\S+)/;

export function sourcedParts(text: string, pageUrl?: string): SourcedText[] {
  const page = webOrigin(pageUrl);
  const parts: SourcedText[] = [];
  let last = 0;
  for (const m of text.matchAll(BLOCK)) {
    parts.push(at(text.slice(last, m.index), page));
    last = m.index + m[0].length;
    const source = safeDecode(m[1]!);
    const body = m[2]!;
    if (source === 'tabs') {
      for (const line of body.split('\n')) {
        const tab = TAB_LINE.exec(line);
        parts.push({ text: line, origin: webOrigin(tab?.[2]) ?? 'tabs' });
      }
    } else {
      // A URL names its origin; "snapshot", "evaluate" and other tool names mean the tab's page.
      parts.push(at(body, /^[a-z][a-z0-9+.-]*:/i.test(source) ? (webOrigin(source) ?? 'unknown') : page));
    }
  }
  parts.push(at(text.slice(last), page));
  return parts.filter((p) => p.text.trim());
}

function at(text: string, origin: string | undefined): SourcedText {
  return origin ? { text, origin } : { text };
}

/** decodeURIComponent, or the text as it is when it holds a malformed escape. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
