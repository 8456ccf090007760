/** Picking is not paying (relay C46): radios and checkboxes only pick; the form's submit is what asks. */
import { decideRows, el, input, PAGE, SHOP, type Row, clickOn } from './test-helpers';

const rows: Row[] = [
  {
    name: 'a payment-method radio named with "pay" is picked without a card',
    input: input('fill_form', 'act', {
      pageUrl: PAGE,
      element: el('Invoice (pay within 14 days)', { role: 'radio', tag: 'input', inputType: 'radio' }),
    }),
    verdict: 'allow',
  },
  {
    name: 'a checkbox "Send me the newsletter" is ticked without a card, whatever its label reads',
    input: clickOn(el('Send me the newsletter', { role: 'checkbox', texts: ['Send me the newsletter', 'Pay now'] })),
    verdict: 'allow',
  },
  {
    name: 'a radio named "Pay now" is picked without a card too (its page loads are stopped: load-guard.ts)',
    input: clickOn(el('Pay now', { role: 'radio' })),
    verdict: 'allow',
  },
  {
    name: 'a button named "Pay now" asks, and so does a link',
    input: clickOn(el('Pay now')),
    verdict: 'ask',
    codes: ['risky-name'],
    card: 'high-risk',
  },
  {
    name: 'a radio-looking link ("Pay now" with an href) is a link: asks',
    input: clickOn(el('Pay now', { role: 'radio', href: `${SHOP}/pay` })),
    verdict: 'ask',
    codes: ['risky-name'],
  },
  {
    name: 'a bulk-action option chosen in a select still asks',
    input: input('select_option', 'act', {
      pageUrl: PAGE,
      element: el('Bulk action', { role: 'combobox', tag: 'select' }),
      value: 'Delete all messages',
      choice: true,
    }),
    verdict: 'ask',
    codes: ['risky-name'],
  },
];

decideRows('picking an option', rows);
