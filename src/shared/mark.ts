/**
 * A mark CSS draws beside words (Form.io's `.submit-fail::after { content: "✗" }`, a menu's ▾): one or two symbols,
 * no letter or digit. Shared by the page script, which cuts it from a name (page-ax/pseudo.ts), and the snapshot,
 * which then prints it alone as the element's text (agent/snapshot/compact.ts).
 */
export function isMark(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && [...t].length <= 2 && !/[\p{L}\p{N}]/u.test(t);
}
