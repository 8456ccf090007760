/**
 * Runs IN THE PAGE (CDP Runtime.callFunctionOn / chrome.scripting), so it is self-contained: no imports, no
 * closures, nothing from module scope. It returns the current values of the document's password fields to the
 * service worker, which only feeds them to createRedactor({passwords}) so that no tool result (evaluate output,
 * page text, a field echoed after "show password") can carry them to the model. The values never leave the worker.
 *
 * Fields count as password fields when they are type=password now, or carry autocomplete current-/new-password
 * (a "show password" toggle turns them into type=text, with the value in plain sight of the snapshot).
 * Open shadow roots are searched; each frame document is asked separately by the caller.
 */
export function readPasswordValues(root?: Document | Element | ShadowRoot): string[] {
  const start: Document | Element | ShadowRoot = root ?? document;
  const values: string[] = [];
  const visit = (scope: Document | Element | ShadowRoot): void => {
    for (const el of Array.from(scope.querySelectorAll('input'))) {
      const auto = (el.getAttribute('autocomplete') ?? '').toLowerCase();
      const isPassword = el.type === 'password' || auto.includes('current-password') || auto.includes('new-password');
      if (isPassword && el.value) values.push(el.value);
    }
    for (const host of Array.from(scope.querySelectorAll('*'))) if (host.shadowRoot) visit(host.shadowRoot);
  };
  visit(start);
  return values;
}
