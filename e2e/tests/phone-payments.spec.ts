import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { apiLogin } from '../pages/api-session';
import { BuyerStory, type StoryOrder } from '../pages/buyer-story-api';
import {
  expectNoSidewaysScroll, expectPhoneFit, expectWithinWidth, phoneContext, PHONE_LANGUAGES, PHONE_VIEWPORTS, type PhoneLanguage,
} from '../pages/phone-fit';
import { startingWith } from '../pages/regexp';

/**
 * The payment pages on a phone (issue 25): My payments, the deposit and the final balance with each method (the bank
 * transfer and its receiving account, the card form and its SMS step, Alipay QR, digital RMB), the cashier and the
 * purchasing-agent payment, at 360×740 and 390×844 in Vietnamese and Chinese: no sideways scroll, the primary action
 * within the width, the header kept in view. And the deposit page says where to pay, each value copied by its button.
 */
const TEXTS = {
  vi: {
    myPayments: 'Thanh toán của tôi', showUnfinished: 'Hiện ra', notCompleted: 'Chưa hoàn tất',
    deposit: 'Thanh toán tiền đặt cọc', final: 'Thanh toán phần còn lại', cashier: 'Quầy thu ngân', submit: 'Gửi thông tin chuyển khoản',
    payee: 'Chuyển khoản đến', copyNumber: 'Sao chép: Số tài khoản', copyReference: 'Sao chép: Nội dung chuyển khoản', copied: 'Đã sao chép',
    card: 'Thanh toán trực tuyến bằng nhân dân tệ qua thẻ ngân hàng Trung Quốc', alipay: 'Quét mã QR Alipay', digitalRmb: 'Nhân dân tệ kỹ thuật số',
    holder: 'Họ tên thật của chủ thẻ', phone: 'Số điện thoại đăng ký với ngân hàng', idNumber: 'Số chứng minh thư', cardNumber: 'Số thẻ ngân hàng',
    password: 'Mật khẩu thanh toán', getSms: 'Nhận mã SMS', smsConfirm: 'Xác nhận thanh toán', qrStart: 'Hiện mã QR',
    take: /^Số lượng lấy của .+ \(0 đến \d+\)$/, qr: /^Mã QR để thanh toán /, sandboxApp: 'Mở ứng dụng thanh toán thử nghiệm',
    sources: 'Nguồn hàng',
  },
  cn: {
    myPayments: '我的付款', showUnfinished: '显示', notCompleted: '未完成',
    deposit: '支付定金', final: '支付尾款', cashier: '收银台', submit: '提交转账信息',
    payee: '转账到', copyNumber: '复制：账号', copyReference: '复制：转账附言', copied: '已复制',
    card: '国内银行卡人民币在线支付', alipay: '支付宝扫码支付', digitalRmb: '数字人民币',
    holder: '持卡人真实姓名', phone: '银行预留手机号', idNumber: '身份证号码', cardNumber: '银行卡号',
    password: '支付密码', getSms: '获取短信验证码', smsConfirm: '确认付款', qrStart: '显示二维码',
    take: /的提取数量（0 至 \d+）$/, qr: /^支付 .+ 的二维码$/, sandboxApp: '打开沙箱支付应用',
    sources: '货源信息',
  },
} as const satisfies Record<PhoneLanguage, unknown>;

/** A debit card the sandbox bank pays once the SMS code is right (docs/payments.md "Test cards"); …0002 is declined. */
const CARD = { holderName: 'Lê Thị Phương Thảo', phone: '13800138000', idNumber: '11010519491231002X', cardType: 'DEBIT', cardNumber: '6222021234567890', paymentPassword: '902468' };

type Cast = { story: BuyerStory; deposit: StoryOrder; cardOrder: StoryOrder; final: StoryOrder; ddcOrderId: number; intentId: number };

/**
 * A new buyer with an order at each payment step: a deposit due (a declined card and an open Alipay QR on it), another
 * to pay by card, one under review, a final balance due, and a purchasing-agent (ddc) order whose deposit is due.
 */
async function paymentCast(request: APIRequestContext): Promise<Cast> {
  const story = await BuyerStory.begin(request, 'phonepay');
  const deposit = await story.orderAt('depositDue', 0);
  const cardOrder = await story.orderAt('depositDue', 1);
  await story.orderAt('depositReview', 2);
  const final = await story.orderAt('finalDue', 3);
  const buyer = { authorization: `Bearer ${story.token}` };
  const online = async (data: Record<string, unknown>) => {
    const answer = await request.post('/api/payments/online', { headers: buyer, data: { orderId: deposit.id, kind: 'deposit', ...data } });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as { id: number; status: string };
  };
  expect((await online({ method: 'ONLINE_RMB_CARD', card: { ...CARD, cardNumber: '6222021234560002' } })).status).toBe('failed');
  const qr = await online({ method: 'ALIPAY_QR' });

  const ddc = ((await (await request.get('/api/goods?ddc=true&size=1')).json()) as { content: { id: number }[] }).content[0];
  if (!ddc) throw new Error('no purchasing-agent goods in the catalogue');
  const sku = ((await (await request.get(`/api/goods/${ddc.id}`)).json()) as { skus: { id: number; moq: number }[] }).skus[0];
  const placed = await request.post('/api/orders', { headers: buyer, data: { source: 'buyNow', goodsId: ddc.id, skuId: sku?.id, quantity: Math.max(sku?.moq ?? 1, 10) } });
  expect(placed.status(), await placed.text()).toBe(201);
  const ddcOrderId = ((await placed.json()) as { id: number }).id;
  const operator = { authorization: `Bearer ${await apiLogin(request, 'operator')}` };
  expect((await request.post(`/api/orders/${ddcOrderId}/actions`, { headers: operator, data: { action: 'accept' } })).ok()).toBe(true);
  return { story, deposit, cardOrder, final, ddcOrderId, intentId: qr.id };
}

let cast: Cast;
test.beforeAll(async ({ request }) => {
  test.setTimeout(budget(240_000));
  cast = await paymentCast(request);
});

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Chooses a payment method: the radio is visually hidden inside its label, which is what a person taps. */
async function chooseMethod(page: Page, method: string): Promise<void> {
  const radio = page.getByRole('radio', { name: method, exact: true });
  await expect(radio).toBeEnabled();
  await page.locator('label', { has: radio }).click();
  await expect(page.getByRole('heading', { level: 2, name: method })).toBeVisible();
}

for (const viewport of PHONE_VIEWPORTS) {
  for (const language of PHONE_LANGUAGES) {
    const t = TEXTS[language];
    test(`payment pages fit ${viewport.width}×${viewport.height} in ${language}`, async ({ browser, baseURL }) => {
      test.setTimeout(budget(300_000));
      const context = await phoneContext(browser, baseURL ?? '', viewport, language, cast.story.token);
      const page = await context.newPage();

      // My payments: cards with the amount and the state in view; the declined card folded away until asked for.
      await open(page, '/myPayment', t.myPayments);
      const first = page.getByRole('listitem').filter({ hasText: /PAY\d{14}/ }).first();
      await expectPhoneFit(page, 'my payments', first);
      await expectWithinWidth(page, first.getByText(/¥/).first(), 'my payments: the first amount');
      await page.getByRole('button', { name: t.showUnfinished, exact: true }).click();
      const declined = page.getByRole('listitem').filter({ hasText: t.notCompleted }).first();
      await expectWithinWidth(page, declined, 'my payments: an attempt not completed');
      await expectNoSidewaysScroll(page, 'my payments with the attempts shown');

      // The deposit by bank transfer: the receiving account, its copy buttons, the form's submit.
      await open(page, `/mallPayment/${cast.deposit.id}`, t.deposit);
      await expectWithinWidth(page, page.getByRole('button', { name: t.copyNumber }), 'deposit: copy the account number');
      await expectWithinWidth(page, page.getByRole('button', { name: t.copyReference }), 'deposit: copy the transfer content');
      await expectPhoneFit(page, 'deposit by bank transfer', page.getByRole('button', { name: t.submit }));
      for (const method of [t.alipay, t.digitalRmb]) {
        await chooseMethod(page, method);
        await expectPhoneFit(page, `deposit by ${method}`, page.getByRole('button', { name: t.qrStart }));
      }

      // The card: its form, then the SMS step once the sandbox bank has sent the code.
      await open(page, `/mallPayment/${cast.cardOrder.id}`, t.deposit);
      await chooseMethod(page, t.card);
      const getSms = page.getByRole('button', { name: t.getSms });
      await expectPhoneFit(page, 'card form', getSms);
      const typed: [string, string][] = [[t.holder, CARD.holderName], [t.phone, CARD.phone], [t.idNumber, CARD.idNumber], [t.cardNumber, CARD.cardNumber], [t.password, CARD.paymentPassword]];
      for (const [label, value] of typed) await page.getByLabel(startingWith(label)).fill(value);
      await getSms.click();
      await expectPhoneFit(page, 'SMS step', page.getByRole('button', { name: t.smsConfirm }));

      // The final balance: the quantity of each line and the submit, in stacked rows.
      await open(page, `/mallPayment/${cast.final.id}?kind=final`, t.final);
      await expectWithinWidth(page, page.getByRole('textbox', { name: t.take }).first(), 'final: quantity to take');
      await expectPhoneFit(page, 'final balance', page.getByRole('button', { name: t.submit }));

      // The cashier of the open Alipay QR, and the purchasing-agent order's payment with its sources.
      await open(page, `/mallDdcCashier/${cast.intentId}`, t.cashier);
      await expectPhoneFit(page, 'cashier', page.getByRole('img', { name: t.qr }));
      await expectWithinWidth(page, page.getByRole('link', { name: t.sandboxApp }), 'cashier: the sandbox app');
      await open(page, `/mallDdcPayment/${cast.ddcOrderId}`, t.deposit);
      await expect(page.getByRole('heading', { level: 2, name: t.sources })).toBeVisible();
      await expectPhoneFit(page, 'purchasing-agent payment', page.getByRole('button', { name: t.submit }));
      await context.close();
    });
  }
}

test('the deposit page says where to pay, and each copy button puts its value on the clipboard', async ({ browser, baseURL }) => {
  test.setTimeout(budget(120_000));
  for (const language of PHONE_LANGUAGES) {
    const t = TEXTS[language];
    const context = await phoneContext(browser, baseURL ?? '', { width: 360, height: 740 }, language, cast.story.token);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    const page = await context.newPage();
    await open(page, `/mallPayment/${cast.deposit.id}`, t.deposit);
    const payee = page.getByRole('region', { name: t.payee });
    await expect(payee).toContainText('0011004567890');
    await expect(payee).toContainText(language === 'vi' ? 'Chi nhánh Hà Nội' : '河内分行');
    for (const [button, value] of [[t.copyNumber, '0011004567890'], [t.copyReference, cast.deposit.orderNo]] as const) {
      const row = payee.getByRole('listitem').filter({ has: page.getByRole('button', { name: button }) });
      await row.getByRole('button', { name: button }).click();
      await expect(row.getByRole('status')).toHaveText(t.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }
    await context.close();
  }
});
