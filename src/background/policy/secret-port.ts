/**
 * {{secret:name}} substitution at the last moment: a BrowserPort whose typing methods swap placeholders for the
 * saved values right before the browser types them. The agent core (tools, loop, transcript) only ever holds the
 * placeholder; the real value exists in the worker for the length of one port call. Whatever the port reports back
 * (a summary echoing the text, a diff showing the field) is redacted by the tool wrapper (redacting-tools.ts).
 */
import type { BrowserPort, FormValue, PortResult } from '../../agent/browser-port';
import { substituteSecrets, type SecretLookup } from '../../agent/secrets';

/**
 * `originsOf`: the sites a secret is saved for. A page given a secret talks only to its own site and those (a card
 * number saved for the payment frame's site, typed into that frame on the shop's page) until the tab shows another.
 */
export function withSecrets(
  port: BrowserPort,
  secrets: SecretLookup,
  originsOf: (name: string) => readonly string[] = () => [],
): BrowserPort {
  // Each call gathers the names of the secrets it substitutes: only a call that puts a secret into the page seals it.
  const sub = (text: string, names: string[]): PortResult<string> => {
    const s = substituteSecrets(text, secrets);
    if (!s.ok) return { ok: false, error: s.error, hint: s.hint };
    names.push(...s.used);
    return { ok: true, value: s.value };
  };
  const subValue = (value: FormValue, names: string[]): PortResult<FormValue> => {
    if (typeof value === 'boolean') return { ok: true, value };
    if (typeof value === 'string') return sub(value, names);
    const out: string[] = [];
    for (const v of value) {
      const s = sub(v, names);
      if (!s.ok) return s;
      out.push(s.value);
    }
    return { ok: true, value: out };
  };
  // A page given a secret talks to its own site only until it is left (secret-seal.ts): sealed before the keys go.
  const seal = async (tabId: number, names: string[]) =>
    names.length ? port.sealTab?.(tabId, names.flatMap(originsOf)) : undefined;
  return {
    ...port,
    // Spread keeps the plain methods; these are the four that carry model-written text into the page.
    type: async (tabId, ref, text, options, act) => {
      const names: string[] = [];
      const s = sub(text, names);
      if (!s.ok) return s;
      const refused = await seal(tabId, names);
      if (refused) return { ok: false, error: refused };
      return port.type(tabId, ref, s.value, options, act);
    },
    typeAt: async (tabId, x, y, text, options, act) => {
      const names: string[] = [];
      const s = sub(text, names);
      if (!s.ok) return s;
      const refused = await seal(tabId, names);
      if (refused) return { ok: false, error: refused };
      return port.typeAt(tabId, x, y, s.value, options, act);
    },
    fillForm: async (tabId, fields, act) => {
      const names: string[] = [];
      const real: Array<{ ref: string; value: FormValue }> = [];
      for (const f of fields) {
        const s = subValue(f.value, names);
        if (!s.ok) return s;
        real.push({ ref: f.ref, value: s.value });
      }
      const refused = await seal(tabId, names);
      if (refused) return { ok: false, error: refused };
      return port.fillForm(tabId, real, act);
    },
    selectOption: async (tabId, ref, values, act) => {
      const names: string[] = [];
      const s = subValue(values, names);
      if (!s.ok) return s;
      const refused = await seal(tabId, names);
      if (refused) return { ok: false, error: refused };
      return port.selectOption(tabId, ref, s.value as string[], act);
    },
  };
}
