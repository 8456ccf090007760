/**
 * Risk from where an element is and what pressing it does, not only from its name. A page (or a fooled model)
 * can name the last button "OK", "Yes", "Allow" or "Save": those words are harmless on their own and decisive in
 * a "Delete repository?" dialog, on an OAuth consent page or on a settings page. Enter in a chat box sends; a form
 * posting to another site sends its fields there. Facts come from the page (ElementFacts: texts, dialog,
 * settingsPage, consentPage, keyEffect); this file only reads them. English and Chinese.
 */
import { displayOrigin, webOrigin } from './origins';
import { picksOnly, riskyNameMatch } from './risky-names';
import { matchSeen } from './seen-data';
import type { PolicyInput, Reason } from './types';

/** A terminal's input: Enter there runs what was typed (relay log C105). */
const TERMINAL = /terminal|console|shell|终端|控制台/i;
const CANCEL = /^(cancel|close|no|dismiss|not now|go back|keep|never mind)\b|^(取消|关闭|否|不|返回|暂不|保留|算了)/i;
const CONFIRM =
  /^(confirm|ok|okay|yes|continue|proceed|i understand|i'?m sure|do it|done)\b|^(确认|确定|是|好|继续|我确定|我已了解|知道了)/i;
const ALLOW = /^(allow|authori[sz]e|grant|approve|accept|agree|connect)\b|^(允许|授权|同意|批准|连接)/i;
// "Save changes", not a bare "Save": a profile form's Save is the ordinary end of a task the user asked for.
const SAVE = /^(save|update|apply)\s+(all\s+)?(changes|settings|preferences)\b|^(保存|应用|更新)(更改|设置|修改)/i;
const WEAKEN =
  /^(disable|turn\s+off|switch\s+off|deactivate|remove|reset|unlink|disconnect|regenerate|rotate|leave|make\s+(\w+\s+)?public|change\s+visibility)\b|^(关闭|停用|禁用|移除|重置|解绑|断开|退出|设为公开|公开)/i;
const SECURITY =
  /two.?factor|2fa|mfa|sign.?in|log.?in|password|security|alert|encrypt|backup|recovery|private|public|visib|session|两步|验证|登录|密码|安全|提醒|加密|备份|私有|公开/i;
const CONSENT_TITLE = /access|permission|authori[sz]|wants to|connect|权限|授权|访问|登录到/i;

/** Data that routes an account's mail or access: an email address, a site or URL, a phone number, a long key. */
const ROUTES = /@|^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/|$)|\d{6,}|^[\w+/=-]{24,}$/i;

/** A field whose value gets access or mail: invite, share with, add a member or collaborator, forward to, delegate. */
const ACCESS_FIELD =
  /\b(invite|share|member|collaborator|people|forward|delegate|owner|webhook|redirect|recovery)|邀请|共享|分享|成员|协作|转发|委托|所有者|授权/i;

const reason = (text: string): Reason => ({ code: 'risky-structure', text });

export function structuralReasons(input: PolicyInput): Reason[] {
  const { tool, target } = input;
  const el = target.element;
  if (tool.risk === 'read' || !el) return [];
  const out: Reason[] = [];
  const name = el.name.normalize('NFKC').trim();
  const labels = [name, ...(el.texts ?? []).map((t) => t.normalize('NFKC').trim())].filter(Boolean);
  const said = (pattern: RegExp) => labels.find((l) => pattern.test(l));
  // Pressing it (a click, Enter or Space on it), not typing into it.
  if (target.value === undefined && !el.disclosure) {
    // The accessible name is only one of the names: the shown text, a title or an icon's label can say "Pay".
    // An option's other names describe it too (a radio's label), see picksOnly.
    const hidden = riskyNameMatch(name) || picksOnly(el) ? undefined : labels.find((l) => riskyNameMatch(l));
    if (hidden) out.push(reason(`The element also reads "${clip(hidden)}", which looks like it acts for the user`));
    const cancels = CANCEL.test(name);
    const dialog = el.dialog;
    if (dialog && !cancels) {
      if (riskyNameMatch(dialog.title))
        out.push(reason(`"${clip(name || labels[0] || el.role)}" is a button of the dialog "${clip(dialog.title)}"`));
      else if (dialog.confirm && said(CONFIRM))
        out.push(reason(`"${clip(said(CONFIRM)!)}" confirms the dialog "${clip(dialog.title || '(untitled)')}"`));
    }
    const grants = said(ALLOW);
    if (grants && (el.consentPage || (dialog && CONSENT_TITLE.test(dialog.title))))
      out.push(reason(`"${clip(grants)}" grants an app access to the account`));
    const saves = said(SAVE);
    if (saves && el.settingsPage && !cancels) out.push(reason(`"${clip(saves)}" changes the account's settings`));
    // On a settings page the section says what a bare "Disable" or a switch acts on (two-factor sign-in, alerts, a
    // repository's visibility); the name alone does not. Turning something off or opening it up asks there; a switch
    // saves when flipped, and a checkbox named for security is one too (red team c12-*). A switch in a form or dialog
    // with its own Save only picks a value, as a radio does (relay log C113): that Save commits. Named for security,
    // it asks wherever it sits: a page that autosaves a switch may still put it in a form with a button.
    // 关闭 is both "close" (a dialog's) and "turn off" (a setting's).
    const weakens = el.settingsPage && !(cancels && dialog) ? said(WEAKEN) : undefined;
    if (weakens) out.push(reason(`"${clip(weakens)}" changes the account's settings`));
    else if (el.settingsPage && picksOnly(el) && ((el.role === 'switch' && !el.commitsLater) || said(SECURITY)))
      out.push(reason(`"${clip(name || labels[0] || el.role)}" turns an account setting on or off`));
    if (el.keyEffect === 'send')
      out.push(
        reason(
          TERMINAL.test(name)
            ? `Enter in "${clip(name)}" runs the command in the terminal`
            : `Enter in "${clip(name || el.role)}" sends the message`,
        ),
      );
  }
  // An address or key the page wrote, typed into an account setting (a recovery email, a forwarding address, a
  // webhook, a key): the page picks who gets the account's mail or access, and the bare "Save" after it names
  // nothing (red team c1-recovery-email-takeover). The user's own words and values are theirs to set.
  const grantsAccess = [el.name, ...(el.texts ?? []), el.dialog?.title ?? ''].some((l) => ACCESS_FIELD.test(l));
  if (target.value !== undefined && !target.choice && (el.settingsPage || grantsAccess)) {
    const routed = matchSeen(target.value.replace(/\{\{\s*secret:[^}]*\}\}/g, ' '), input.task.seen).find((m) =>
      ROUTES.test(m.data),
    );
    if (routed)
      out.push(
        reason(
          `Puts "${clip(routed.data)}", which a page wrote, into ${grantsAccess ? 'a field that gives access' : 'an account setting'}`,
        ),
      );
  }
  // Whatever is in the form goes to the action's site, whoever named the button.
  const formOrigin = el.submitsForm ? webOrigin(el.form?.action) : undefined;
  const frameOrigin = webOrigin(target.frameUrl ?? target.pageUrl);
  if (formOrigin && frameOrigin && formOrigin !== frameOrigin)
    out.push(reason(`Submits the form to another site, ${displayOrigin(formOrigin)}`));
  return out;
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
