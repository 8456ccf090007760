/**
 * What a fooled model writes in a hand-off ("Your turn: …", ask_user's reason and what_to_do) is shown to the user
 * in Tabwright's own banner, in the panel and the palette: a page can dictate it ("sign in again at
 * http://evil.example/login", "mail your password to help@…"), and the user reads it as Tabwright's instruction
 * (red team c13-handoff-*). So every address in it is taken out before it is stored: URLs, host names, IP
 * addresses and emails become "[…]". Where to act is the tab's own site, which the banner names itself
 * (safetyHandoffSite), never the model. The banner renders it as plain text (no link, no markup).
 *
 * A phone number is an address too ("call the fraud desk on …"), and so is the chat or a person when the text asks
 * the user to give them a password or a code ("reply here with the code you received", "tell the assistant your
 * password"): a hand-off is for doing something on the page, and no honest one asks the user to disclose a secret
 * to anyone (red team c13-r8-*). Such a sentence goes whole; `handoffWords` is what the banner may show.
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

/** 7 or more digits with the separators of a written phone number, an optional "+" in front. */
const PHONE = /\+?\(?\d[\d\s().\-‐–]{5,}\d/g;

/** Something to keep secret from everyone but the page that asks for it. */
const SECRET =
  /\b(?:pass(?:word|code|phrase)s?|pins?|otp|cvv|cvc|codes?|credentials?|card numbers?|seed phrase|recovery phrase|security answers?|login details)\b|密码|验证码|口令|校验码|动态码|卡号|安全码/i;
/** Handing it to someone: saying, sending, calling. Typing it into the page ("enter the code") is none of these. */
const DISCLOSE =
  /\b(?:tell|send|reply|respond|share|give|say|read(?: it| them)? (?:out|back|to)|read (?:it|them)|paste (?:it |them )?(?:here|in(?:to)? (?:the |this )?chat)|forward|(?:text|e-?mail|whatsapp|phone) (?:it|them|us|me|back)|dictate|call|dial|ring|contact|let (?:me|us) know)\b|告诉|告知|发送|发给|回复|提供给|分享|拨打|致电|联系|念给/i;
/** Somewhere other than the page: the chat, the panel, the agent, a person ("type your password in the chat"). */
const ELSEWHERE =
  /\b(?:chat|reply|message|conversation|panel|sidebar|assistant|agent|tabwright|to me|to us|with me|with us|so I can|for me)\b|聊天|对话|助手|侧边栏|发给我|告诉我/i;

/**
 * Sentences (and Chinese clauses) that ask the user to disclose a secret, replaced by "[…]": one that names the secret
 * and says where it goes, or one that says where "it" goes when the hand-off speaks of a secret elsewhere ("We texted
 * you a code." then "Reply with it here."; `context`: the hand-off's other words).
 */
function withoutDisclosure(text: string, context: string): string {
  const secretTalk = SECRET.test(`${text}\n${context}`);
  const discloses = (s: string) => DISCLOSE.test(s) || ELSEWHERE.test(s);
  return text
    .split(/(?<=[.!?。！？；;\n])/)
    .map((s) => (secretTalk && discloses(s) ? `${/^\s*/.exec(s)![0]}${REMOVED} ` : s))
    .join('');
}

/**
 * What the banner may show of the model's hand-off words: no address, no phone number, no request to disclose a
 * secret; '' when nothing is left (the panel then words the hand-off by its kind).
 */
export function handoffWords(text: string, context = ''): string {
  const phone = (m: string) => m.replace(/\D/g, '').length >= 7 && !/^\d{4}-\d\d-\d\d$/.test(m);
  const out = withoutAddresses(withoutDisclosure(text, context).replace(PHONE, (m) => (phone(m) ? REMOVED : m)));
  const cleaned = out.replace(/(?:\[…\]\s*){2,}/g, `${REMOVED} `).trim();
  return /[\p{L}\p{N}]/u.test(cleaned.replaceAll(REMOVED, '')) ? cleaned : '';
}

/** The hand-off text with every address replaced by "[…]". */
export function withoutAddresses(text: string): string {
  let out = text;
  for (const p of PATTERNS) out = out.replace(p, REMOVED);
  return out.replace(/(?:\[…\]\s*){2,}/g, `${REMOVED} `).trim();
}
