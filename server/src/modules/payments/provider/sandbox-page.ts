import type { Locale } from 'shared-contracts/i18n/locale';

/**
 * The sandbox's "payment app" page a tester opens from the QR (docs/payments.md): plain HTML the server writes, no
 * script, nothing from outside, in the tester's language (the portal's three).
 */
const TEXTS = {
  en: {
    title: 'Sandbox payment app', banner: 'Sandbox: no real money moves.', method: 'Method', amount: 'Amount', trade: 'Trade number',
    pay: 'Pay', decline: 'Decline', paid: 'Paid. The cashier page shows it in a few seconds.',
    failed: 'Declined. The cashier page shows it in a few seconds.', closed: 'This payment can no longer be paid (expired or closed).',
    missing: 'No such payment.', ALIPAY_QR: 'Alipay', DIGITAL_RMB: 'Digital RMB',
  },
  cn: {
    title: '沙箱支付应用', banner: '沙箱环境：不会产生真实资金往来。', method: '支付方式', amount: '金额', trade: '交易号',
    pay: '确认付款', decline: '拒绝付款', paid: '已付款，收银台页面几秒内会显示结果。', failed: '已拒绝，收银台页面几秒内会显示结果。',
    closed: '该笔支付已无法付款（已过期或已关闭）。', missing: '没有这笔支付。', ALIPAY_QR: '支付宝', DIGITAL_RMB: '数字人民币',
  },
  vi: {
    title: 'Ứng dụng thanh toán thử nghiệm', banner: 'Môi trường thử nghiệm: không có tiền thật được chuyển.', method: 'Phương thức',
    amount: 'Số tiền', trade: 'Mã giao dịch', pay: 'Thanh toán', decline: 'Từ chối',
    paid: 'Đã thanh toán. Trang thu ngân sẽ hiển thị sau vài giây.', failed: 'Đã từ chối. Trang thu ngân sẽ hiển thị sau vài giây.',
    closed: 'Khoản thanh toán này không thể thanh toán nữa (đã hết hạn hoặc đã đóng).', missing: 'Không có khoản thanh toán này.',
    ALIPAY_QR: 'Alipay', DIGITAL_RMB: 'Nhân dân tệ kỹ thuật số',
  },
} satisfies Record<Locale, Record<string, string>>;

type Texts = (typeof TEXTS)['en'];
export type SimulatedTrade = { tradeNo: string; method: string; amount: number; state: 'pending' | 'paid' | 'failed' | 'closed' };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const LANG_TAG: Record<Locale, string> = { en: 'en', cn: 'zh-CN', vi: 'vi' };

/** The language of `?lang=` or the browser's first known one; English otherwise (a tester's tool). */
export function simulatorLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  const wanted = [lang, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim())];
  for (const tag of wanted) {
    const base = tag?.toLowerCase().slice(0, 2);
    if (base === 'zh' || base === 'cn') return 'cn';
    if (base === 'vi' || base === 'en') return base;
  }
  return 'en';
}

function body(t: Texts, trade: SimulatedTrade, action: string): string {
  const yuan = (trade.amount / 100).toFixed(2);
  const method = t[trade.method as 'ALIPAY_QR' | 'DIGITAL_RMB'] ?? trade.method;
  const outcome = trade.state === 'pending' ? null : t[trade.state];
  const buttons = `<form method="post" action="${escape(action)}">
      <button name="decision" value="pay" type="submit">${escape(t.pay)}</button>
      <button name="decision" value="decline" type="submit" class="secondary">${escape(t.decline)}</button>
    </form>`;
  return `<dl><dt>${escape(t.method)}</dt><dd>${escape(method)}</dd><dt>${escape(t.amount)}</dt><dd>¥${yuan}</dd>
    <dt>${escape(t.trade)}</dt><dd>${escape(trade.tradeNo)}</dd></dl>
    ${outcome ? `<p role="status">${escape(outcome)}</p>` : buttons}`;
}

/** The page for a trade, or for none (`trade` null). */
export function simulatorPage(locale: Locale, trade: SimulatedTrade | null, action: string): string {
  const t = TEXTS[locale];
  return `<!doctype html><html lang="${LANG_TAG[locale]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
.banner{background:#fff3cd;padding:.5rem;border-radius:4px}dt{color:#555}dd{margin:0 0 .5rem;font-weight:600}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem;background:#1890ff;color:#fff;border:0;border-radius:4px}
button.secondary{background:#eee;color:#333}</style></head>
<body><h1>${escape(t.title)}</h1><p class="banner">${escape(t.banner)}</p>
${trade ? body(t, trade, action) : `<p role="status">${escape(t.missing)}</p>`}</body></html>`;
}
