import { describe, expect, it } from 'vitest';
import { riskyNameMatch } from './risky-names';

describe('riskyNameMatch', () => {
  const risky = [
    'Buy now', 'Purchase', 'Pay $20.00', 'Pay now', 'Place order', 'Place your order', 'Confirm purchase', 'Order now', 'Order',
    'Delete', 'Delete repository', 'Remove account', 'Permanently erase', 'Send', 'Send money', 'Publish', 'Post now',
    'Transfer', 'Wire funds', 'Withdraw', 'Donate', 'Deactivate', 'Close my account', 'Cancel subscription', 'Book now',
    '购买', '立即购买', '支付', '确认支付', '付款', '下单', '提交订单', '删除', '永久删除', '发送', '发布', '转账', '汇款', '提现', '充值',
    'ＢＵＹ ＮＯＷ', // full-width letters fold under NFKC
  ];
  const ordinary = [
    'Add to cart', 'Checkout', 'Payment methods', 'PayPal', 'Sort order', 'Order history', 'My orders', 'Sender', 'Search',
    'Next', 'Save draft', 'Sign in', 'Reply', 'Remove filter', 'Shopping cart', 'Buyer reviews', 'Delivery options',
    '加入购物车', '我的订单', '买家评论', '搜索', '下一步', '登录', '', undefined,
  ];
  it.each(risky)('"%s" is risky', (name) => expect(riskyNameMatch(name)).toBeTruthy());
  it.each(ordinary)('"%s" is ordinary', (name) => expect(riskyNameMatch(name)).toBeUndefined());
});
