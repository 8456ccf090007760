/**
 * Runs IN THE PAGE, on the element a tool call targets, right before policy decides: the DOM facts ElementFacts
 * needs that the accessibility tree does not carry (is it a password field, does its form hold a password or card
 * field, would clicking it submit, where does a link go, is it a download). Self-contained like hidden-text.ts:
 * no imports or closures, so it ships as source through CDP Runtime.callFunctionOn with the element as argument.
 * The caller adds role, name and ref from the snapshot and passes the result as TargetFacts.element.
 */
export interface DomTargetFacts {
  tag: string;
  inputType?: string;
  isPassword: boolean;
  isPaymentField: boolean;
  form?: { hasPassword: boolean; hasPayment: boolean; action?: string };
  submitsForm: boolean;
  href?: string;
  download: boolean;
  /** A disclosure (aria-expanded, <summary>): clicking it shows or hides content, it does not act. */
  disclosure: boolean;
}

export function describeTarget(el: Element): DomTargetFacts {
  // Card number, security code, expiry, IBAN / account numbers, in English and Chinese labels.
  const PAYMENT =
    /cc-(number|csc|exp|name|type)|card.?(number|num|no)|cardnumber|\bcvv|\bcvc|\bcsc|security.?code|expir|\biban\b|routing|account.?number|卡号|银行卡|信用卡|安全码|有效期/i;
  const isPasswordInput = (node: Element): boolean => {
    if (node.tagName !== 'INPUT') return false;
    const input = node as HTMLInputElement;
    const auto = (input.getAttribute('autocomplete') ?? '').toLowerCase();
    // A widget's own input (a select's search box) says new-password only to keep the browser's autofill away
    // (Ant Design's rc-select does, relay log C124); a person types no password into a combobox.
    const widget = /^(combobox|searchbox|spinbutton)$/.test(input.getAttribute('role') ?? '');
    return (
      input.type === 'password' || (!widget && (auto.includes('current-password') || auto.includes('new-password')))
    );
  };
  const isPaymentInput = (node: Element): boolean => {
    if (!/^(INPUT|SELECT)$/.test(node.tagName)) return false;
    const hints = ['autocomplete', 'name', 'id', 'placeholder', 'aria-label', 'data-stripe']
      .map((a) => node.getAttribute(a) ?? '')
      .join(' ');
    const label = (node as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return PAYMENT.test(`${hints} ${label}`);
  };

  const tag = el.tagName.toLowerCase();
  const input = tag === 'input' ? (el as HTMLInputElement) : undefined;
  const facts: DomTargetFacts = {
    tag,
    isPassword: isPasswordInput(el),
    isPaymentField: isPaymentInput(el),
    submitsForm: false,
    download: false,
    disclosure: el.hasAttribute('aria-expanded') || tag === 'summary',
  };
  if (input) facts.inputType = input.type;

  const form = (el as HTMLInputElement).form ?? el.closest('form');
  if (form) {
    const fields = Array.from(form.elements);
    const isSubmitter = (e: Element | null) =>
      !!e &&
      ((e.tagName === 'BUTTON' && (e.getAttribute('type') ?? 'submit').toLowerCase() === 'submit') ||
        (e.tagName === 'INPUT' && /^(submit|image)$/i.test((e as HTMLInputElement).type)));
    // Where a submission really goes: a submit button's own formaction overrides the form's action; a field's
    // Enter submits through the form's first submit button (implicit submission), so its formaction counts too.
    const own = el.closest('button, input');
    const submitter = isSubmitter(own) ? own : fields.find(isSubmitter);
    const written = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
    facts.form = {
      hasPassword: fields.some(isPasswordInput),
      hasPayment: fields.some(isPaymentInput),
      // form.action resolves against the document; an <input name="action"> can shadow the property, so read the attribute.
      action: new URL(written, el.ownerDocument.baseURI).href,
    };
    const button = el.closest('button');
    const buttonType = (button?.getAttribute('type') ?? 'submit').toLowerCase();
    facts.submitsForm =
      (button !== null && buttonType === 'submit') ||
      (input !== undefined && (input.type === 'submit' || input.type === 'image')) ||
      // Enter in a text field submits when the form has a submit button or only one field (implicit submission).
      (input !== undefined && /^(text|search|email|password|tel|url|number)$/.test(input.type));
  }

  const link = el.closest('a[href], area[href]') as HTMLAnchorElement | null;
  if (link) {
    facts.href = link.href;
    facts.download = link.hasAttribute('download');
  }
  return facts;
}
