/**
 * More languages for risky-words-intl.ts (red team round 10): once its list named eight languages, an account page in
 * Dutch, Polish, Turkish, Indonesian, Vietnamese, a Nordic language, Czech, Ukrainian, Arabic, Hebrew or Hindi was the
 * way around it ("Account verwijderen", "Usuń konto", "Hesabı sil" pressed with no card). The same rule as there: the
 * last irreversible button, not the road to it. One line per language, words split by "|".
 */
/** What a risky word names; risky-words-intl.ts re-exports it. */
export type RiskyKind = 'delete' | 'send' | 'money' | 'pay';

const LINES: Record<RiskyKind, string[]> = {
  delete: [
    'verwijderen|account opheffen', // nl
    'usuń|usuń konto|skasuj', // pl
    'sil|hesabı sil|hesabımı sil', // tr
    'hapus|hapus akun', // id
    'xóa|xoá|xóa tài khoản', // vi
    'radera|ta bort konto|slet|slett|slet konto|slett konto', // sv, da, no
    'smazat|odstranit|smazat účet', // cs
    'видалити', // uk
    'حذف|احذف', // ar
    'מחק|מחיקה', // he
    'हटाएं|मिटाएं', // hi
  ],
  send: [
    'verzenden|versturen|publiceren',
    'wyślij|opublikuj',
    'gönder|yayınla',
    'kirim|terbitkan',
    'gửi|đăng bài',
    'skicka|publicera|publiser',
    'odeslat|publikovat',
    'надіслати|опублікувати',
    'إرسال|أرسل|نشر',
    'שלח|פרסם',
    'भेजें',
  ],
  money: [
    'overmaken|overboeken',
    'przelej|wykonaj przelew',
    'para gönder|havale yap',
    'kirim uang',
    'chuyển tiền|chuyển khoản',
    'överför|overfør',
    'převést peníze|odeslat platbu',
    'переказати|надіслати переказ',
    'تحويل الأموال|حوّل',
    'העבר כסף',
    'पैसे भेजें',
  ],
  pay: [
    'betalen|nu betalen|kopen|bestellen|plaats bestelling',
    'zapłać|kup|kup teraz|złóż zamówienie|zamawiam i płacę',
    'öde|ödeme yap|satın al|siparişi tamamla|siparişi onayla',
    'bayar|beli|beli sekarang|buat pesanan',
    'thanh toán|mua ngay|đặt hàng',
    'betala|köp|slutför köp|betal|køb|kjøp',
    'zaplatit|koupit|objednat',
    'оплатити|купити|оформити замовлення',
    'ادفع|اشتر|شراء|إتمام الطلب',
    'לתשלום|קנה|קנה עכשיו',
    'भुगतान करें|खरीदें',
  ],
};

export const MORE_WORDS = Object.fromEntries(
  Object.entries(LINES).map(([kind, lines]) => [kind, lines.flatMap((l) => l.split('|'))]),
) as Record<RiskyKind, string[]>;

/**
 * Traditional Chinese (Taiwan, Hong Kong) writes the risky words of risky-names.ts with other characters: 刪除 for
 * 删除, 轉帳 for 转账, 確認訂單 for 确认订单. Their simplified forms, for the characters those words use.
 */
const SIMPLIFIED: Record<string, string> = Object.fromEntries(
  [
    ...'刪删確确認认轉转帳账賬账發发佈布購购買买單单訂订結结註注銷销匯汇現现贈赠併并權权訪访問问預预約约閱阅評评論论戶户弔吊',
  ].flatMap((c, i, all) => (i % 2 ? [] : [[c, all[i + 1]!]])),
);

export function simplified(text: string): string {
  return text.replace(/[\u3400-\u9fff]/g, (c) => SIMPLIFIED[c] ?? c);
}
