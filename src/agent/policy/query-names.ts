/**
 * Query names as carriers. A model guesses a site's parameter names from the words sites use (`?page=2&sort=new`,
 * `?q=boots&size=42`), so those names say nothing; any other name is a place the model chose to write, and a page
 * can put its code there (`?yyyq=1&wert=2`: red team c5-r12-code-query-names). Names outside this list are judged
 * like values (unexplained.ts: joined with them, in written order; the user's words and a page's long words explain
 * them). A code can also be spelled by which common names come in which order (0 is page, 1 is sort, ...), so an
 * address with more names than an honest guess needs has every name judged.
 */

/** Parameter words of ordinary sites: search, paging, sorting, filters, language, tracking. */
const COMMON = new Set(
  (
    'q query search s k p keyword keywords term terms text find page p pg pn start offset limit count per_page ' +
    'pagesize page_size size sort sortby sort_by order orderby order_by dir direction asc desc view mode tab ' +
    'section id ids ref type kind category cat categories tag tags topic filter filters f status state from to ' +
    'since until date year month day time lang locale hl gl lr language region country city zip currency price ' +
    'min max min_price max_price color colour brand model format v version t sid uid user u name title author ' +
    'item product sku variant qty quantity amount list l redirect next return returnto return_to continue back ' +
    'src source medium campaign utm_source utm_medium utm_campaign utm_term utm_content fbclid gclid ie oe tbm ' +
    'safe num theme display layout focus highlight anchor share lat lng lon zoom radius location loc near'
  ).split(/\s+/),
);

/** More names than an honest guess needs (a search with paging, sorting and two filters). */
const MANY = 6;

export const commonName = (name: string) => COMMON.has(name.toLowerCase()) || /^utm_/i.test(name);

/** The query's places that carry data, in written order: each value, and each name that is not a common word. */
export function queryPlaces(params: URLSearchParams): string[] {
  const pairs = [...params];
  const all = pairs.length > MANY;
  return pairs.flatMap(([name, value]) => (all || !commonName(name) ? [name, value] : [value]));
}

/** The query names of an address, in written order. */
export function namesOf(payload: string): string[] {
  const query = /\?[^\s#]*/.exec(payload)?.[0];
  return query ? [...new URLSearchParams(query.slice(1)).keys()] : [];
}

/**
 * The payloads `addedNames` needs: an address with the same names as the one before adds none, so it does not take a
 * place in the site's window (red team c5-r14-names-past-window: the same address sent 16 times pushed the first half
 * of a code out of the window before the second half went). Pushing out now costs a changed name list an address.
 */
export function nameWindow(named: string[], payload: string, max: number): string[] {
  const last = named.at(-1);
  if (last !== undefined && namesOf(last).join('&') === namesOf(payload).join('&')) return named;
  return [...named, payload].slice(-max);
}

/**
 * The names each address adds to the one before (what its names share with the last address's, in order, is left
 * out), over the site's last addresses, joined once there are more than an honest guess needs: a code in common
 * names, four per address over two addresses (red team c5-r13-code-in-common-names). A search refined step by step
 * (`?q=boots`, then `&sort=price`, then `&page=2`) adds a name or two each time; pages of one listing add none.
 */
export function addedNames(payloads: string[]): string | undefined {
  const added: string[] = [];
  let last: string[] = [];
  for (const payload of payloads) {
    const names = namesOf(payload);
    let same = 0;
    while (same < names.length && same < last.length && names[same] === last[same]) same++;
    added.push(...names.slice(same));
    last = names;
  }
  return added.length > MANY ? added.join(' ') : undefined;
}
