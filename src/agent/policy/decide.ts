/**
 * decide(): allow, ask or deny one tool call. It assumes the model may be fooled by the page, so it judges the call
 * by its effects (which site, which element, what value, which URL), never by the model's stated intent.
 *
 * Order, and why:
 * 1. deny: block list and "block" permissions win over everything, including grants and plans; non-web pages;
 *    unknown secrets and secrets outside typed values (a placeholder in a URL is an exfiltration attempt).
 * 2. high-risk reasons: always ask, in every mode, whatever the site permission says.
 * 3. site permission and mode: the first read / act on a site asks; "ask before acting" needs a covering plan.
 * All reasons are collected first so one card tells the whole story and one answer settles it.
 */
import { placeholderNames, hasPlaceholder } from '../secrets/placeholders';
import { buildCard } from './card';
import { displayOrigin, isBlocked, webOrigin } from './origins';
import { modeFor, planCovers, siteAccess } from './permissions';
import { picksOnly, riskyNameMatch } from './risky-names';
import { intlRiskyMatch } from './risky-words-intl';
import { flowsOf } from './flows';
import { structuralReasons } from './structure';
import { siteFromPage } from './seen-data';
import type { AccessKind, Decision, Grant, PolicyInput, Reason } from './types';

const reason = (code: Reason['code'], text: string): Reason => ({ code, text });

export function decide(input: PolicyInput): Decision {
  const { tool, target, task, settings } = input;
  const deny: Reason[] = [];
  const high: Reason[] = [];
  const asks: Reason[] = [];
  const grants: Grant[] = [];
  const acting = tool.risk !== 'read';

  // Which site the call is about. A navigation is about its destination: the page it leaves is not touched.
  const nav = target.navigation;
  const navOrigin = nav ? webOrigin(nav.url) : undefined;
  const pageOrigin = webOrigin(target.pageUrl);
  const frameOrigin = target.frameUrl ? webOrigin(target.frameUrl) : pageOrigin;
  const pageBound = nav?.via !== 'navigate' && target.pageUrl !== undefined;
  let subject: string | undefined;
  let subjectKind: AccessKind = acting ? 'act' : 'read';
  if (nav?.via === 'navigate') {
    subject = navOrigin;
    subjectKind = 'read'; // opening a page is reading it; acting there asks separately
    if (!navOrigin) deny.push(reason('not-web', `Only http(s) pages can be opened, not ${scheme(nav.url)}`));
  } else if (pageBound) {
    subject = target.element || target.frameUrl ? frameOrigin : pageOrigin;
    if (!pageOrigin || !subject) deny.push(reason('not-web', 'Tabwright reads and acts on http(s) pages only'));
  }
  if (nav && nav.via !== 'navigate' && !navOrigin)
    deny.push(reason('not-web', `The link leads to ${scheme(nav.url)}, not a web page`));

  // 1. Block list and "block" permissions.
  const involved = [pageBound ? pageOrigin : undefined, pageBound ? frameOrigin : undefined, navOrigin, subject];
  for (const origin of new Set(involved.filter((o): o is string => !!o))) {
    if (isBlocked(origin, settings.blockedSites))
      deny.push(reason('blocked-site', `${displayOrigin(origin)} is on the block list`));
  }
  const blockedBy = (origin: string | undefined, kind: AccessKind) =>
    origin && settings.sitePermissions[origin]?.[kind] === 'block';
  if (blockedBy(subject, subjectKind))
    deny.push(
      reason(
        'blocked-site',
        `${subjectKind === 'read' ? 'Reading' : 'Acting on'} ${displayOrigin(subject!)} is blocked`,
      ),
    );
  if (nav && nav.via !== 'navigate' && blockedBy(navOrigin, 'read'))
    deny.push(reason('blocked-site', `Opening ${displayOrigin(navOrigin!)} is blocked`));

  // Secrets: only ever typed into a field, only names the user saved, only where the user allows.
  const elsewhere = [nav?.url, target.script, target.download?.url].filter((s): s is string => !!s);
  const argsText = target.value === undefined ? JSON.stringify(input.args) : '';
  if (elsewhere.some(hasPlaceholder) || hasPlaceholder(argsText)) {
    deny.push(
      reason(
        'secret-in-url',
        'Secrets can only be typed into a form field, never put in a URL, script or other argument',
      ),
    );
  }
  if (target.value !== undefined) {
    for (const name of placeholderNames(target.value)) {
      const secret = settings.secrets.find((s) => s.name === name);
      if (!secret) {
        const known = settings.secrets.map((s) => `{{secret:${s.name}}}`).join(', ') || 'none';
        deny.push(reason('secret-unknown', `There is no saved secret named "${name}" (saved: ${known})`));
        continue;
      }
      if (!subject) continue;
      const allowedOrigins = secret.origins.map((o) => webOrigin(o)).filter(Boolean);
      if (allowedOrigins.length > 0 && !allowedOrigins.includes(subject)) {
        // The user said where this secret goes; a field anywhere else (a third-party frame on the secret's own
        // site included: subject is the frame's origin) never gets it, whatever a card would say.
        deny.push(
          reason(
            'secret-off-site',
            `{{secret:${name}}} is saved for ${secret.origins.join(', ')}, but this field is on ${displayOrigin(subject)}`,
          ),
        );
      } else if (
        allowedOrigins.length === 0 &&
        !task.grants.some((g) => g.kind === 'secret' && g.name === name && g.origin === subject)
      ) {
        high.push(reason('secret-first-use', `Use {{secret:${name}}} on ${displayOrigin(subject)}`));
        grants.push({ kind: 'secret', name, origin: subject });
      }
    }
  }

  // Data the policy cannot see: a paste types the clipboard (the page's "Copy" button may have put a token there
  // that was never shown); a drop carries what the drag's page put in it into another origin's frame. Neither can be
  // matched against what the task read or shown on a card, and the model can type what it means instead.
  if (acting && target.paste)
    deny.push(reason('carries-data', 'Pasting types the clipboard, which this task never read; type the text instead'));
  if (acting && target.dragFrom && frameOrigin && webOrigin(target.dragFrom) !== frameOrigin)
    deny.push(
      reason(
        'carries-data',
        `Dragging from ${displayOrigin(webOrigin(target.dragFrom) ?? target.dragFrom)} into ${displayOrigin(frameOrigin)} carries data between sites`,
      ),
    );

  // 2. High-risk: asks in every mode.
  const el = target.element;
  if (tool.risk === 'high') high.push(reason('high-risk-tool', `${tool.name} is a high-risk tool`));
  if (el?.isPassword && target.value !== undefined)
    high.push(reason('password-field', `Types into the password field "${el.name}"`));
  if (el?.submitsForm && (el.form?.hasPassword || el.form?.hasPayment)) {
    high.push(
      reason('sensitive-form-submit', `Submits a form with ${el.form.hasPassword ? 'a password' : 'payment'} field`),
    );
  }
  // A disclosure ("GET /store/order Find purchase order by ID" in an API console) only shows content; its name says
  // what is inside, not what a click does. A hostile page could mark its pay button as one, but it could as well
  // rename it: names protect a fooled model on honest pages, and those mark real disclosures only.
  // Typed text is not an action; a chosen option is (a bulk-action menu runs "Delete all messages" on change).
  // Picking a radio or ticking a checkbox is not paying or sending: its name describes the option (picksOnly).
  const judged = target.value === undefined ? el?.name : target.choice ? target.value : undefined;
  const picking = target.value === undefined && picksOnly(el);
  const risky = acting && !el?.disclosure && !picking ? riskyNameMatch(judged) : undefined;
  if (risky) high.push(reason('risky-name', `"${judged}" looks like it ${riskyVerb(risky)}`));
  // Where the element is and what the press does (a confirm dialog, a consent page, Enter in a chat box...).
  high.push(...structuralReasons(input));
  if (target.download || el?.download) high.push(reason('download', 'Downloads a file'));

  const visited = new Set(task.visitedOrigins);
  if (nav && navOrigin && !visited.has(navOrigin)) {
    const fromPage = nav.via === 'navigate' && (nav.fromPageContent ?? siteFromPage(nav.url, task.seen));
    if (fromPage)
      high.push(
        reason(
          'page-suggested-navigation',
          `${displayOrigin(navOrigin)} was suggested by page content, and this task has not visited it`,
        ),
      );
  }
  // Data leaving for another site: always high-risk, the card names each datum and where it goes (flows.ts).
  const flows = flowsOf(input);
  if (flows.length) {
    const to = [...new Set(flows.map((f) => displayOrigin(f.to)))].join(', ');
    const from = [...new Set(flows.flatMap((f) => f.from.map(sourceName)))].join(', ');
    const n = flows.length;
    high.push(reason('carries-data', `Sends ${n} item${n > 1 ? 's' : ''} of data (from ${from}) to ${to}`));
  }
  // A secret typed into a form that posts to another site leaves for that site, whatever its field's origin.
  const formOrigin = webOrigin(el?.form?.action);
  if (target.value !== undefined && formOrigin && formOrigin !== frameOrigin && placeholderNames(target.value).length)
    high.push(reason('carries-data', `The form sends what is typed to ${displayOrigin(formOrigin)}`));

  if (deny.length) return { verdict: 'deny', reason: deny.map((r) => r.text).join('; '), reasons: deny };

  // 3. Site permission, then mode.
  if (subject) {
    const access = siteAccess(subject, subjectKind, settings, task);
    if (access.access === 'ask') {
      asks.push(
        reason(
          'new-site',
          `First time ${subjectKind === 'read' ? 'reading' : 'acting on'} ${displayOrigin(subject)} in this task`,
        ),
      );
      grants.push({ kind: subjectKind, origin: subject });
    }
    if (acting && modeFor(subject, settings) === 'ask-before-acting' && !planCovers(task, subject)) {
      if (!task.plan?.approved) asks.push(reason('no-plan', 'Ask before acting: no approved plan yet'));
      else asks.push(reason('not-in-plan', `The approved plan does not cover ${displayOrigin(subject)}`));
    }
  }

  if (!high.length && !asks.length) return { verdict: 'allow', reason: allowReason(input, subject) };
  const ask = buildCard(input, { subject: subject ?? '', subjectKind, high, asks, grants, flows });
  return { verdict: 'ask', reason: ask.reasons.map((r) => r.text).join('; '), reasons: ask.reasons, ask };
}

function allowReason(input: PolicyInput, subject: string | undefined): string {
  if (!subject) return `${input.tool.name} does not touch a site`;
  return `${input.tool.risk === 'read' ? 'Reading' : 'Acting on'} ${displayOrigin(subject)} is allowed`;
}

function sourceName(source: string): string {
  return /^https?:/.test(source) ? displayOrigin(source) : source === 'tabs' ? 'the tab list' : source;
}

function scheme(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return m ? `${m[1]!.toLowerCase()}:` : 'an invalid URL';
}

const INTL_VERBS = {
  delete: 'deletes something',
  send: 'sends or publishes something',
  money: 'moves money',
  pay: 'spends money or places an order',
} as const;

function riskyVerb(word: string): string {
  const intl = intlRiskyMatch(word);
  if (intl) return INTL_VERBS[intl.kind];
  if (
    /delete|remove|erase|destroy|wipe|purge|permanently|删除|清空|注销|销户|deactivate|close|cancel|terminate/i.test(
      word,
    )
  )
    return 'deletes something';
  if (/send|publish|post|tweet|share|发送|发布|发表|评论/i.test(word)) return 'sends or publishes something';
  if (/transfer|wire|withdraw|转账|汇款|提现|打款/i.test(word)) return 'moves money';
  if (/authori[sz]e|授权/i.test(word)) return 'grants access to the account';
  if (/forward|转发/i.test(word)) return 'sends something on';
  if (/merge|revoke|confirm|合并|撤销|吊销|确认/i.test(word)) return 'makes a change that is hard to undo';
  return 'spends money or places an order';
}
