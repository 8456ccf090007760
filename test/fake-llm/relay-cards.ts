/**
 * The user's part in a relay run: confirmation cards in the side panel. The player plays the model only; a card
 * (a high-risk action such as a radio named "pay within 14 days", an `evaluate`, a site not yet allowed) waits for
 * the user, and a run whose cards nobody saw hung without a word (relay log C29, C46). Each card is printed and
 * written to `<dir>/card-K.txt`; with `--user ask` (default) whoever runs the relay answers it by writing
 * `allow-once`, `allow-always` or `deny` to `<dir>/card-K.answer`; `--user allow-once` / `deny` answers them all.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';

export type CardUser = 'ask' | 'allow-once' | 'deny';
const ANSWERS = ['allow-once', 'allow-always', 'deny'];

export function cardAnswerer(o: { panel: Page; page: Page; dir: string; user: CardUser; log: (s: string) => void }) {
  const seen = new Map<string, number>();
  return {
    /** Looks for an unanswered card once and answers it when the user's answer is known. */
    async poll(): Promise<void> {
      const card = await o.panel.$('.ask-pending');
      const id = card && (await card.evaluate((el) => el.getAttribute('data-ask-id')));
      if (!card || !id) return;
      let k = seen.get(id);
      if (k === undefined) {
        k = seen.size;
        seen.set(id, k);
        const text = await card.evaluate((el) => (el as HTMLElement).innerText.trim());
        const file = path.join(o.dir, `card-${k}.txt`);
        writeFileSync(file, `${text}\n`);
        o.log(
          `\n=== the panel asks the user (card ${k}) ===\n${text}\n` +
            (o.user === 'ask'
              ? `=== answer as the user: write allow-once, allow-always or deny to ${file.replace(/\.txt$/, '.answer')} ===`
              : `=== answered ${o.user} (--user) ===`),
        );
      }
      const answerFile = path.join(o.dir, `card-${k}.answer`);
      const answer = o.user !== 'ask' ? o.user : existsSync(answerFile) ? readFileSync(answerFile, 'utf8').trim() : '';
      if (!ANSWERS.includes(answer)) return;
      const button = await card.$(`button[data-answer="${answer}"]`);
      if (!button) return void o.log(`card ${k}: no "${answer}" button on it; write another answer`);
      // A real click needs the panel in front (it is a tab here); then the app goes back in front.
      await o.panel.bringToFront();
      await button.click();
      await o.page.bringToFront();
      o.log(`card ${k}: ${answer}`);
    },
  };
}
