/**
 * What a fooled model writes in a hand-off ("Your turn: …", ask_user's reason and what_to_do) is shown to the user
 * in Tabwright's own banner, in the panel and the palette: a page can dictate it ("sign in again at
 * http://evil.example/login", "mail your password to help@…"), and the user reads it as Tabwright's instruction
 * (red team c13-handoff-*). So every address in it is taken out before it is stored: URLs, host names, IP
 * addresses and emails become "[…]". Where to act is the tab's own site, which the banner names itself
 * (safetyHandoffSite), never the model. The banner renders it as plain text (no link, no markup).
 */

export const REMOVED = '[…]';

const PATTERNS = [
  // scheme://… and www.… up to the next space or quote
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>«»()]+/gi,
  /\bwww\.[^\s"'<>«»()]+/gi,
  // emails, and anything@host
  /[^\s"'<>«»()@]+@[^\s"'<>«»()@]+/g,
  // localhost and IPv4, with a port and path
  /\b(?:localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?(?:\/[^\s"'<>«»()]*)?/gi,
  // host names: labels and a letter TLD, with a port and path (a sentence's "Node.js" goes too: rare in a hand-off)
  /\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\b(?::\d+)?(?:\/[^\s"'<>«»()]*)?/gi,
  // hosts written with their dots spelled out or bracketed: evil[.]example, evil (dot) example
  /\b[a-z0-9-]+(?:\s*(?:\[\.\]|\(\.\)|[([{]\s*dot\s*[)\]}])\s*[a-z0-9-]+)+(?:[:/][^\s"'<>«»()]*)?/gi,
  // punycode or other non-ASCII hosts written with dots (例子.测试)
  /[^\s"'<>«»()。，.]+\.[^\s"'<>«»()。，.]+\.[^\s"'<>«»()。，.]+/g,
];

/** The hand-off text with every address replaced by "[…]". */
export function withoutAddresses(text: string): string {
  let out = text;
  for (const p of PATTERNS) out = out.replace(p, REMOVED);
  return out.replace(/(?:\[…\]\s*){2,}/g, `${REMOVED} `).trim();
}
