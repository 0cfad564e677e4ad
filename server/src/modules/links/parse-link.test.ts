import { describe, expect, it } from 'vitest';
import { parseLink } from './parse-link';

const TB = (id: string) => `https://item.taobao.com/item.htm?id=${id}`;
const TM = (id: string) => `https://detail.tmall.com/item.htm?id=${id}`;
const ALI = (id: string) => `https://detail.1688.com/offer/${id}.html`;
const PDD = (id: string) => `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`;

/** [what a buyer pastes, platform, item id, canonical URL] */
const items: [string, string, string, string][] = [
  // Taobao: desktop, mobile, international, h5, world, with tracking parameters and without a scheme.
  ['https://item.taobao.com/item.htm?id=652847193021', 'taobao', '652847193021', TB('652847193021')],
  ['https://item.taobao.com/item.htm?spm=a230r.1.14.16.3b1a6f1dAbCdEf&id=652847193021&ns=1&abbucket=15#detail', 'taobao', '652847193021', TB('652847193021')],
  ['http://item.taobao.com/item.htm?id=600123456789', 'taobao', '600123456789', TB('600123456789')],
  ['item.taobao.com/item.htm?id=600123456789', 'taobao', '600123456789', TB('600123456789')],
  ['https://m.intl.taobao.com/detail/detail.html?id=673920184756', 'taobao', '673920184756', TB('673920184756')],
  ['https://h5.m.taobao.com/awp/core/detail.htm?id=589012345678&spm=a2141.7631564', 'taobao', '589012345678', TB('589012345678')],
  ['https://m.taobao.com/item.htm?id=589012345678', 'taobao', '589012345678', TB('589012345678')],
  ['https://world.taobao.com/item/612345678901.htm?spm=a21wu.10013406', 'taobao', '612345678901', TB('612345678901')],
  ['https://a.m.taobao.com/i612345678901.htm', 'taobao', '612345678901', TB('612345678901')],
  ['https://market.m.taobao.com/app/dinamic/h5-tb-detail/index.html?itemId=712345678901', 'taobao', '712345678901', TB('712345678901')],
  ['HTTPS://ITEM.TAOBAO.COM/item.htm?id=652847193021', 'taobao', '652847193021', TB('652847193021')],
  ['  https://item.taobao.com/item.htm?id=652847193021\n', 'taobao', '652847193021', TB('652847193021')],
  ['看看这个 https://item.taobao.com/item.htm?id=652847193021。很便宜', 'taobao', '652847193021', TB('652847193021')],
  // Tmall: desktop, mobile, supermarket, Tmall Global.
  ['https://detail.tmall.com/item.htm?id=678123456789&skuId=4987654321012', 'tmall', '678123456789', TM('678123456789')],
  ['https://detail.m.tmall.com/item.htm?id=678123456789', 'tmall', '678123456789', TM('678123456789')],
  ['https://chaoshi.detail.tmall.com/item.htm?id=523456789012&spm=a3204.12691414', 'tmall', '523456789012', TM('523456789012')],
  ['https://detail.tmall.hk/hk/item.htm?id=634567890123', 'tmall', '634567890123', TM('634567890123')],
  ['【天猫】https://detail.tmall.com/item.htm?id=678123456789 「李宁运动鞋男」', 'tmall', '678123456789', TM('678123456789')],
  // 1688: desktop, mobile, winport and dj pages carrying the offer id.
  ['https://detail.1688.com/offer/624567891234.html', '1688', '624567891234', ALI('624567891234')],
  ['https://detail.1688.com/offer/624567891234.html?spm=a26352.13672862.offerlist.3.68d51e62&sk=consign', '1688', '624567891234', ALI('624567891234')],
  ['https://m.1688.com/offer/624567891234.html', '1688', '624567891234', ALI('624567891234')],
  ['http://m.1688.com/offer/624567891234.htm?spm=a26g8.7664812', '1688', '624567891234', ALI('624567891234')],
  ['https://dj.1688.com/ci_bb?a=12345&e=abc&offerId=711234567890&ck=x', '1688', '711234567890', ALI('711234567890')],
  ['https://shop1438245671234.1688.com/page/offerdetail.htm?offerId=598765432101', '1688', '598765432101', ALI('598765432101')],
  ['https://winport.m.1688.com/page/index.html?memberId=b2b-22012345678&offerId=598765432101', '1688', '598765432101', ALI('598765432101')],
  ['https://detail.m.1688.com/page/index.html?offerId=624567891234&sceneKey=cart', '1688', '624567891234', ALI('624567891234')],
  ['detail.1688.com/offer/624567891234.html', '1688', '624567891234', ALI('624567891234')],
  ['阿里巴巴 1688 商品：https://detail.1688.com/offer/624567891234.html，快来看看！', '1688', '624567891234', ALI('624567891234')],
  // Pinduoduo.
  ['https://mobile.yangkeduo.com/goods.html?goods_id=345678901234', 'pinduoduo', '345678901234', PDD('345678901234')],
  ['https://mobile.yangkeduo.com/goods2.html?goods_id=345678901234&page_from=23&_wvx=10', 'pinduoduo', '345678901234', PDD('345678901234')],
  ['https://yangkeduo.com/goods.html?goods_id=345678901234', 'pinduoduo', '345678901234', PDD('345678901234')],
  ['https://mobile.pinduoduo.com/goods1.html?goods_id=456789012345&refer_share_id=a1b2c3', 'pinduoduo', '456789012345', PDD('456789012345')],
  ['【拼多多】https://mobile.yangkeduo.com/goods.html?goods_id=345678901234 复制链接打开拼多多', 'pinduoduo', '345678901234', PDD('345678901234')],
];

/** Short links: only an operator with a browser can follow them. */
const shortLinks: [string, string, string][] = [
  ['【淘宝】https://m.tb.cn/h.5xYzAbC?tk=xxx CZ3457 「韩版宽松T恤女」点击链接直接打开', 'taobao', 'https://m.tb.cn/h.5xYzAbC?tk=xxx'],
  ['https://m.tb.cn/h.UuV7wXy', 'taobao', 'https://m.tb.cn/h.UuV7wXy'],
  ['https://e.tb.cn/h.gHjKlMn?tk=AbCd1234', 'taobao', 'https://e.tb.cn/h.gHjKlMn?tk=AbCd1234'],
  ['http://tb.cn/x7Yz9Ab', 'taobao', 'https://tb.cn/x7Yz9Ab'],
  ['9👈哈 https://m.tb.cn/h.5Qw3ErT?tk=Kx0d3xyz HU9196 「天猫」 复制这段话打开手机淘宝', 'taobao', 'https://m.tb.cn/h.5Qw3ErT?tk=Kx0d3xyz'],
  ['https://s.click.taobao.com/t?e=m%3D2%26s%3Dabc', 'taobao', 'https://s.click.taobao.com/t?e=m%3D2%26s%3Dabc'],
  ['https://qr.1688.com/s/AbCdEfGh', '1688', 'https://qr.1688.com/s/AbCdEfGh'],
  ['【1688】https://qr.1688.com/s/k2Lm9PqR 复制链接打开阿里巴巴', '1688', 'https://qr.1688.com/s/k2Lm9PqR'],
  ['https://p.pinduoduo.com/aBcD1234', 'pinduoduo', 'https://p.pinduoduo.com/aBcD1234'],
  ['快来拼 https://p.pinduoduo.com/Xy7Zq9Wv 拼多多', 'pinduoduo', 'https://p.pinduoduo.com/Xy7Zq9Wv'],
];

/** [input, message key] */
const bad: [string, string][] = [
  ['', 'mall.linkRequired'],
  ['   \n ', 'mall.linkRequired'],
  ['韩版宽松T恤女', 'mall.linkInvalid'],
  ['652847193021', 'mall.linkInvalid'],
  ['javascript:alert(document.cookie)//https://item.taobao.com/item.htm?id=652847193021', 'mall.linkInvalid'],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'mall.linkInvalid'],
  [' JavaScript:void(0)', 'mall.linkInvalid'],
  ['ftp://item.taobao.com/item.htm?id=652847193021', 'mall.linkInvalid'],
  [`https://item.taobao.com/item.htm?id=652847193021&x=${'a'.repeat(2100)}`, 'mall.linkInvalid'],
  // Known platform, but no item in it.
  ['https://www.taobao.com/', 'mall.linkInvalid'],
  ['https://item.taobao.com/item.htm?id=abc', 'mall.linkInvalid'],
  ['https://item.taobao.com/item.htm?id=12', 'mall.linkInvalid'],
  ['https://item.taobao.com/item.htm?id=1234567890123456789012345', 'mall.linkInvalid'],
  ['https://detail.tmall.com/item.htm', 'mall.linkInvalid'],
  ['https://shop1438245671234.1688.com/', 'mall.linkInvalid'],
  ['https://detail.1688.com/offer/abc.html', 'mall.linkInvalid'],
  ['https://mobile.yangkeduo.com/goods.html', 'mall.linkInvalid'],
  ['https://m.tb.cn/', 'mall.linkInvalid'],
  ['https://qr.1688.com', 'mall.linkInvalid'],
  // Other shops and look-alike hosts.
  ['https://item.jd.com/100012043978.html', 'mall.linkUnsupported'],
  ['https://www.amazon.com/dp/B08N5WRWNW', 'mall.linkUnsupported'],
  ['https://shopee.vn/product/123456/7890123456', 'mall.linkUnsupported'],
  ['https://item.taobao.com.evil.example/item.htm?id=652847193021', 'mall.linkUnsupported'],
  ['https://eviltaobao.com/item.htm?id=652847193021', 'mall.linkUnsupported'],
  ['https://item.taobao.com@evil.example/item.htm?id=652847193021', 'mall.linkUnsupported'],
  ['https://m.tb.cn.evil.example/h.5xYzAbC', 'mall.linkUnsupported'],
  ['https://127.0.0.1/item.htm?id=652847193021', 'mall.linkUnsupported'],
];

describe('parseLink', () => {
  it.each(items)('reads %s', (input, platform, itemId, url) => {
    expect(parseLink(input)).toEqual({ ok: true, link: { kind: 'item', platform, itemId, url } });
  });

  it.each(shortLinks)('queues the short link in %s', (input, platform, url) => {
    expect(parseLink(input)).toEqual({ ok: true, link: { kind: 'shortLink', platform, itemId: null, url } });
  });

  it.each(bad)('refuses %s', (input, error) => {
    expect(parseLink(input)).toEqual({ ok: false, error });
  });

  it('takes the first supported link of a share text that carries several', () => {
    expect(parseLink('下载 https://www.example.com/app 然后打开 https://detail.1688.com/offer/624567891234.html'))
      .toMatchObject({ ok: true, link: { platform: '1688', itemId: '624567891234' } });
  });
});
