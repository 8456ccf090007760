/**
 * The final buttons of risky-names.ts in the languages most sites are written in besides English and Chinese: a page
 * in German, French, Spanish, Portuguese, Italian, Russian, Japanese or Korean names its "Delete account" and "Pay
 * now" in its own words, and an English-only list let them through with no card (red team c12-r9-*). As there, the
 * last irreversible button, not the road to it ("Warenkorb", "Mes commandes", "お支払い方法" stay ordinary).
 *
 * Letter scripts match whole words (a letter on neither side: "Senden" but not "Absender"); Japanese and Korean
 * match as substrings, as Chinese does, since words there run together with their endings.
 */

import { MORE_WORDS, type RiskyKind } from './risky-words-more';

export type { RiskyKind };

const WORDS: Record<RiskyKind, string[]> = {
  delete: [
    // de, fr, es/pt, it, ru
    'löschen',
    'endgültig löschen',
    'konto schließen',
    'kündigen',
    'supprimer',
    'fermer le compte',
    'résilier',
    'eliminar',
    'excluir',
    'cancelar suscripción',
    'cancelar assinatura',
    'elimina',
    'удалить',
    'стереть',
    'закрыть счёт',
    'закрыть счет',
    // ja, ko
    '削除',
    '退会する',
    '解約する',
    'アカウントを閉じる',
    '삭제',
    '탈퇴',
    '해지하기',
  ],
  send: [
    'senden',
    'absenden',
    'veröffentlichen',
    'envoyer',
    'publier',
    'enviar',
    'publicar',
    'invia',
    'pubblica',
    'отправить',
    'опубликовать',
    '送信',
    '投稿する',
    '公開する',
    '보내기',
    '전송',
    '게시하기',
  ],
  money: [
    'überweisen',
    'überweisung ausführen',
    'virement',
    'effectuer le virement',
    'transferir',
    'enviar transferencia',
    'bonifico',
    'перевести деньги',
    'отправить перевод',
    '送金する',
    '振込を実行',
    '振り込む',
    '송금',
    '이체하기',
  ],
  pay: [
    'kaufen',
    'jetzt kaufen',
    'bezahlen',
    'zahlungspflichtig bestellen',
    'kostenpflichtig bestellen',
    'bestellung abschicken',
    'payer',
    'acheter',
    'commander',
    'valider la commande',
    'pagar',
    'comprar',
    'finalizar compra',
    'finalizar pedido',
    'paga',
    'acquista',
    'conferma ordine',
    'купить',
    'оплатить',
    'оформить заказ',
    '購入する',
    '今すぐ購入',
    '注文を確定',
    '注文する',
    '注文確定',
    '支払う',
    '支払いを確定',
    '구매하기',
    '결제하기',
    '주문하기',
    '바로구매',
  ],
};

/** CJK and Hangul have no spaces between a word and its ending: those match anywhere in the name. */
const RUNS_TOGETHER = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = (Object.entries(WORDS) as Array<[RiskyKind, string[]]>).flatMap(([kind, words]) =>
  [...words, ...MORE_WORDS[kind]].map((word) => ({
    kind,
    pattern: RUNS_TOGETHER.test(word)
      ? new RegExp(escapeRegExp(word))
      : new RegExp(`(?<!\\p{L})${escapeRegExp(word).replace(/ /g, '\\s+')}(?!\\p{L})`, 'iu'),
  })),
);

/** The word that makes a name risky in one of these languages, and what kind of act it names. */
export function intlRiskyMatch(name: string): { word: string; kind: RiskyKind } | undefined {
  for (const { kind, pattern } of PATTERNS) {
    const m = pattern.exec(name);
    if (m) return { word: m[0], kind };
  }
  return undefined;
}
