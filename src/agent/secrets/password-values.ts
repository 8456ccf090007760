/**
 * Runs IN THE PAGE (CDP Runtime.callFunctionOn / chrome.scripting), so it is self-contained: no imports, no
 * closures, nothing from module scope. It returns the current values of the document's password fields to the
 * service worker, which only feeds them to createRedactor({passwords}) so that no tool result (evaluate output,
 * page text, a field echoed after "show password") can carry them to the model. The values never leave the worker.
 *
 * Fields count as password fields when they are type=password now, were earlier in this document (a "show
 * password" toggle turns them into type=text, with the value in plain sight of the snapshot), carry autocomplete
 * current-/new-password or one-time-code, or are text fields named like one (name, id, label, placeholder).
 * Open shadow roots are searched; each frame document is asked separately by the caller.
 */
export function readPasswordValues(root?: Document | Element | ShadowRoot): string[] {
  const start: Document | Element | ShadowRoot = root ?? document;
  const values: string[] = [];
  // Fields seen as passwords earlier in this document stay passwords after a "show password" toggle turns them
  // into type=text. The set lives on the isolated world's global, which page scripts cannot see or reset.
  const world = globalThis as { tabwrightPasswordFields?: WeakSet<Element> };
  world.tabwrightPasswordFields ??= new WeakSet<Element>();
  const seen = world.tabwrightPasswordFields;
  const passwordLike = /pass(word|wd|code|phrase)?\b|pwd|\bpin\b|secret|密码|口令/i;
  const visit = (scope: Document | Element | ShadowRoot): void => {
    for (const el of Array.from(scope.querySelectorAll('input'))) {
      const auto = (el.getAttribute('autocomplete') ?? '').toLowerCase();
      const named = [el.name, el.id, el.getAttribute('aria-label') ?? '', el.placeholder].join(' ');
      const isPassword =
        el.type === 'password' ||
        auto.includes('current-password') ||
        auto.includes('new-password') ||
        auto.includes('one-time-code') ||
        ((el.type === 'text' || el.type === '') && passwordLike.test(named)) ||
        seen.has(el);
      if (!isPassword) continue;
      seen.add(el);
      if (el.value) values.push(el.value);
    }
    for (const host of Array.from(scope.querySelectorAll('*'))) if (host.shadowRoot) visit(host.shadowRoot);
  };
  visit(start);
  return values;
}
