/**
 * Runs IN THE PAGE (shipped as source like target-facts.ts: no imports, no closures), on the element a call will
 * really act on. Reads what the accessibility tree does not say but the policy needs: the names the element goes
 * by (a page can label an icon button "Help" and show "Pay"), the dialog it sits in and that dialog's title,
 * whether the page is a settings or an OAuth consent page, and what Enter does in a text field (press the form's
 * default button, or send a chat message).
 */
export interface ContextFacts {
  role: string;
  /** The accessible name as a browser computes it, roughly (labelledby, aria-label, label, text, title). */
  name: string;
  texts: string[];
  dialog?: { title: string; confirm: boolean };
  settingsPage: boolean;
  consentPage: boolean;
  /** It sits in a form or dialog with its own Save / Submit / OK button: what is picked there waits for it (C113). */
  commitsLater?: boolean;
  onEnter?: { effect: 'submit' | 'send'; element?: { role: string; name: string; tag: string; texts: string[] } };
}

/**
 * From the innermost element under a point to the one that acts: an <svg> or <span> inside a button is the
 * button; inside a web component's shadow root, the control there. Walks the composed tree (slots, shadow hosts).
 */
export function actorOf(el: Element): Element {
  const ACTS =
    'a[href],area[href],button,input,select,textarea,summary,label,[role=button],[role=link],[role=menuitem],[role=menuitemcheckbox],[role=menuitemradio],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=option],[contenteditable=""],[contenteditable=true],[contenteditable=plaintext-only]';
  const parentOf = (n: Node): Node | null =>
    (n as Element).assignedSlot ?? (n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode);
  let n: Node | null = el;
  for (let depth = 0; n && depth < 12; depth++, n = parentOf(n)) {
    if (n instanceof Element && n.matches(ACTS)) return n;
    // A web component hit on its slotted label (<sl-button>Delete</sl-button>): the control inside its shadow root.
    const inner = n instanceof Element && n.shadowRoot?.querySelector('button,a[href],input,[role=button],[role=link]');
    if (inner) return inner;
    if (n instanceof HTMLElement && n.isContentEditable && !n.parentElement?.isContentEditable) return n;
  }
  return el;
}

export function elementContext(el: Element): ContextFacts {
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  const parentOf = (n: Node): Node | null =>
    (n as Element).assignedSlot ?? (n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode);
  const byIds = (node: Element, attr: string): string => {
    const ids = node.getAttribute(attr);
    if (!ids) return '';
    const root = node.getRootNode() as Document | ShadowRoot;
    return clean(
      ids
        .split(/\s+/)
        .map((id) => root.getElementById?.(id)?.textContent ?? '')
        .join(' '),
    );
  };
  const shown = (node: Element): string => {
    const text = clean((node as HTMLElement).innerText ?? node.textContent);
    if (text) return text;
    // An icon: its alt, its <title>, a labelled descendant.
    const inner = node.querySelector('img[alt],svg title,[aria-label],[title]');
    return clean(inner?.getAttribute('alt') ?? inner?.getAttribute('aria-label') ?? inner?.textContent);
  };
  const namesOf = (node: Element): string[] => {
    const host = node.getRootNode() instanceof ShadowRoot ? (node.getRootNode() as ShadowRoot).host : null;
    const input = node as HTMLInputElement;
    const out = [
      byIds(node, 'aria-labelledby'),
      clean(node.getAttribute('aria-label')),
      clean(input.labels?.[0]?.textContent),
      /^(button|submit|reset)$/.test(input.type ?? '') ? clean(input.value) : '',
      clean(node.getAttribute('label')),
      clean(node.getAttribute('alt')),
      shown(node),
      clean(node.getAttribute('title')),
      clean(node.getAttribute('placeholder')),
      // A control inside a web component is named by its host too (sl-icon-button label="...").
      host
        ? clean(host.getAttribute('aria-label') ?? host.getAttribute('label') ?? (host as HTMLElement).innerText)
        : '',
    ];
    return out.filter((s, i) => s && out.indexOf(s) === i);
  };
  const roleOf = (node: Element): string => {
    const explicit = node.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0]!;
    const tag = node.tagName.toLowerCase();
    const type = (node as HTMLInputElement).type ?? '';
    if (tag === 'a' || tag === 'area') return node.hasAttribute('href') ? 'link' : 'generic';
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'input')
      return /^(button|submit|reset|image)$/.test(type) ? 'button' : /^(checkbox|radio)$/.test(type) ? type : 'textbox';
    if (tag === 'textarea' || (node as HTMLElement).isContentEditable) return 'textbox';
    if (tag === 'select') return 'combobox';
    return tag;
  };
  const CANCEL = /^(cancel|no|not now|keep|never mind|don'?t)\b|^(取消|否|不|暂不|保留|算了)/i;
  const buttonsIn = (root: Element): Element[] => {
    const found: Element[] = [];
    const walk = (r: Element | ShadowRoot) => {
      for (const b of Array.from(
        r.querySelectorAll('button,[role=button],input[type=button],input[type=submit],a[href]'),
      ))
        found.push(b);
      for (const h of Array.from(r.querySelectorAll('*'))) if (h.shadowRoot) walk(h.shadowRoot);
    };
    walk(root);
    if (root.shadowRoot) walk(root.shadowRoot);
    return found.slice(0, 40);
  };

  const names = namesOf(el);
  const facts: ContextFacts = {
    role: roleOf(el),
    name: names[0] ?? '',
    texts: names,
    settingsPage: false,
    consentPage: false,
  };

  // The dialog around it, through shadow roots: <dialog>, role=dialog/alertdialog, aria-modal, x-dialog / x-modal.
  let dialog: Element | null = null;
  for (let n: Node | null = el; n; n = parentOf(n)) {
    if (!(n instanceof Element)) continue;
    const role = n.getAttribute('role');
    const tag = n.tagName.toLowerCase();
    if (
      !(tag === 'dialog' || role === 'dialog' || role === 'alertdialog' || n.getAttribute('aria-modal') === 'true') &&
      !/-(dialog|modal)$/.test(tag)
    )
      continue;
    const heading = n.querySelector('h1,h2,h3,h4,[role=heading],[slot=label],.modal-title,.dialog-title');
    const title =
      byIds(n, 'aria-labelledby') ||
      clean(n.getAttribute('aria-label') ?? n.getAttribute('label')) ||
      clean(heading?.textContent);
    const confirm = role === 'alertdialog' || buttonsIn(n).some((b) => namesOf(b).some((t) => CANCEL.test(t)));
    facts.dialog = { title, confirm };
    dialog = n;
    break;
  }
  const COMMIT =
    /^(save|submit|confirm|ok|okay|apply|update|done|create)\b|^(保存|提交|确认|确定|应用|更新|完成|创建)/i;
  const holder = (el as HTMLInputElement).form ?? el.closest('form') ?? dialog;
  if (holder && buttonsIn(holder).some((b) => b !== el && namesOf(b).some((t) => COMMIT.test(t))))
    facts.commitsLater = true;

  const where = `${location.pathname} ${location.hash} ${document.title} ${clean(document.querySelector('h1')?.textContent)}`;
  facts.settingsPage =
    /setting|preference|account|profile|security|privacy|admin|config|设置|账户|账号|偏好|隐私|安全/i.test(where);
  facts.consentPage =
    /oauth|authori[sz]e|consent|[?&](client_id|redirect_uri|response_type)=/i.test(location.href) ||
    /authori[sz]e|wants (to )?access|grant access|permission|授权|访问你的|访问您的/i.test(where);

  // What Enter does in a text field, and in a form's radio or checkbox: Chrome submits the form from those too.
  const tag = el.tagName.toLowerCase();
  const field = el as HTMLInputElement;
  const checkable = tag === 'input' && /^(checkbox|radio)$/.test(field.type) && !!field.form;
  const isInput =
    checkable ||
    (tag === 'input' && !/^(button|submit|reset|image|checkbox|radio|file|range|color|hidden)$/.test(field.type));
  const multi = tag === 'textarea' || (el as HTMLElement).isContentEditable || el.getAttribute('role') === 'textbox';
  if (!isInput && !multi) return facts;
  // A terminal's input (xterm's "Terminal input", a cloud shell) is one too: Enter there runs the command (C105).
  const CHAT =
    /message|chat|reply|comment|compose|write|send|prompt|ask |terminal|console|shell|消息|回复|评论|聊天|发送|输入|终端|控制台/i;
  const SEND = /^(send|post|reply|comment|submit)\b|^(发送|发布|回复|评论|提交)/i;
  // Where a Send button would be: the form, or the nearest ancestor (up to 4 levels, never the whole page) that
  // holds a button, as chat layouts put it beside the box.
  let scope: Element | null = field.form ?? null;
  for (let n = parentOf(el), depth = 0; !scope && n && depth < 4; n = parentOf(n), depth++) {
    if (!(n instanceof Element) || n === document.body || n === document.documentElement) break;
    if (buttonsIn(n).length) scope = n;
  }
  const near = scope ? buttonsIn(scope) : [];
  const sendButton = near.find((b) => namesOf(b).some((t) => SEND.test(t)));
  const chatty = names.some((t) => CHAT.test(t)) || !!sendButton;
  if (isInput && field.form) {
    const form = field.form;
    const submitter = Array.from(form.elements).find(
      (e) =>
        (e instanceof HTMLButtonElement && e.type === 'submit') ||
        (e instanceof HTMLInputElement && /^(submit|image)$/.test(e.type)),
    );
    const fields = Array.from(form.elements).filter(
      (e) => e instanceof HTMLInputElement && !/^(hidden|button|submit|reset|image|checkbox|radio|file)$/.test(e.type),
    );
    if (submitter && !(submitter as HTMLButtonElement).disabled) {
      const n = namesOf(submitter);
      facts.onEnter = {
        effect: 'submit',
        element: { role: 'button', name: n[0] ?? '', tag: submitter.tagName.toLowerCase(), texts: n },
      };
    } else if (!submitter && fields.length === 1) facts.onEnter = { effect: 'submit' };
    return facts;
  }
  // Enter in a chat or compose box (a textarea or contenteditable with a Send next to it) sends the message.
  if (chatty && (multi || !field.form)) facts.onEnter = { effect: 'send' };
  return facts;
}
