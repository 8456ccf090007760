/**
 * Element names that mean "this spends money, destroys data or speaks for the user". Clicking one is high-risk
 * whatever the site permission says. The lists aim at the final, irreversible button ("Place order", "Delete
 * repository", "发送"), not at the road there ("Checkout", "My orders", "订单"), so an ordinary task is not
 * interrupted on every page; the confirmation-page button is the one that must ask.
 */

import { intlRiskyMatch } from './risky-words-intl';
import { simplified } from './risky-words-more';

// English: whole words, so "Payment methods", "PayPal", "Sort order" and "Sender" do not match.
const ENGLISH: RegExp[] = [
  /\b(buy|purchase|pay|donate|checkout and pay)\b/i,
  /\b(place|submit|confirm|complete|finali[sz]e)\s+(my\s+|your\s+|the\s+)?(order|purchase|payment|booking|transfer)\b/i,
  /\border\s+now\b/i,
  /^\s*order\s*$/i,
  /\b(delete|remove\s+(account|repository|repo|project|user|member|permanently)|erase|destroy|wipe|purge|permanently)\b/i,
  /\b(send|resend)\b/i,
  /\b(publish|post\s+(now|it|comment|reply)|tweet|share\s+publicly)\b/i,
  /\b(transfer|wire|withdraw|send\s+money|pay\s+now)\b/i,
  // Cancelling a commitment undoes what the user arranged ("Cancel booking" in a confirm dialog, relay log C113);
  // a bare "Cancel" dismisses a dialog and stays ordinary.
  /\b(deactivate|close\s+(my\s+)?account|terminate)\b/i,
  /\bcancel\s+(my\s+|the\s+|this\s+|your\s+)?(subscription|account|membership|order|booking|reservation|appointment|flight|trip|ticket|plan|payment|transfer|meeting|event|delivery)s?\b/i,
  /\b(sell|bid|book\s+now|reserve\s+now|sign\s+and\s+submit)\b/i,
  // A bare "Book" or "Reserve" (or "Book this room") is a booking form's last button: it commits, and often charges
  // (relay log C145: a hotel form's "Book" confirmed a paid stay with no card). "Bookmarks", "Book a demo" stay.
  /^\s*(book|reserve)(\s+(it|this|now|(this|the|my|your)\s+(room|stay|flight|table|seat|ticket|trip)))?\s*$/i,
  // Irreversible or speaking for the user without naming money: merging, emptying the trash, revoking access,
  // forwarding mail, authorising an app, a bare "Confirm".
  /\b(merge|revoke|forward|authori[sz]e)\b/i,
  /\bempty\s+(the\s+)?(trash|bin|recycle\s+bin|spam|deleted\s+items)\b/i,
  /^\s*confirm\s*$/i,
];

// Chinese: substrings (no word boundaries), chosen long enough not to catch "买家" or "我的订单".
const CHINESE = [
  '购买',
  '立即买',
  '马上买',
  '买单',
  '支付',
  '付款',
  '下单',
  '提交订单',
  '确认订单',
  '结账',
  '删除',
  '永久删除',
  '清空',
  '注销',
  '取消订单',
  '取消预订',
  '取消预约',
  '取消订阅',
  '销户',
  '发送',
  '发布',
  '发表',
  '提交评论',
  '转账',
  '汇款',
  '提现',
  '打款',
  '充值',
  '捐款',
  '捐赠',
  '合并',
  '清空回收站',
  '撤销授权',
  '撤销访问',
  '吊销',
  '转发',
  '授权',
];

/** The word that made a name risky, for the card; undefined when the name is not risky. */
export function riskyNameMatch(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const text = name.normalize('NFKC');
  for (const pattern of ENGLISH) {
    const m = pattern.exec(text);
    if (m) return m[0].trim();
  }
  // A bare 确认 ("Confirm") is the last button of its step; inside longer names (确认密码) it is a label.
  // Traditional characters (刪除, 轉帳) are read as their simplified forms; Japanese keeps its own (購入する).
  const han = simplified(text);
  if (/^\s*确认\s*$/.test(han)) return '确认';
  return CHINESE.find((word) => han.includes(word)) ?? intlRiskyMatch(text)?.word;
}

/**
 * A control whose press only picks a state: a radio, a checkbox, a switch. Its name describes an option ("Invoice
 * (pay within 14 days)", "Send me the newsletter"), not an act; the act is the form's submit ("Place order"), which
 * is judged on its own. A select's or listbox's chosen option is not one of these: a bulk-action menu acts on
 * change. A picked state that makes the page load something (a radio whose click submits its form) is stopped by
 * the load guard for that call instead (background/policy/load-guard.ts).
 */
export function picksOnly(el: { tag?: string; inputType?: string; role: string; href?: string } | undefined): boolean {
  if (!el || el.href) return false;
  if (el.tag === 'input') return /^(radio|checkbox)$/.test(el.inputType ?? '');
  return /^(radio|checkbox|switch|menuitemradio|menuitemcheckbox)$/.test(el.role);
}
