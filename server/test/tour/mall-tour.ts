import { pngBytes } from '../../src/modules/users/users-kit';
import { download, ok, upload, type Cast } from './tour-kit';

/**
 * The catalogue as staff keep it and the mall as buyers use it: stores, categories, goods and their pictures,
 * content documents, link import and sourcing requests, interests, collected goods, the cart. Answers the goods
 * the order tour buys.
 */
export async function mallTour({ server, admin, operator, buyer }: Cast): Promise<{ goodsId: number; skuIds: number[] }> {
  const names = (cn: string, en: string, vi: string) => ({ name: cn, nameI18n: { cn, en, vi } });
  const store = await ok(server, 'POST', '/api/stores', admin, { ...names('巡礼店', 'Tour store', 'Cửa hàng tham quan'), location: '义乌', platform: '1688' });
  await ok(server, 'PUT', '/api/stores', admin, { ...names('巡礼店', 'Tour store', 'Cửa hàng tham quan'), location: '义乌', id: store.id });
  await ok(server, 'GET', '/api/stores?blurry=%E5%B7%A1', admin);
  await ok(server, 'GET', `/api/stores/${store.id}`, null);
  const category = await ok(server, 'POST', '/api/categories', admin, names('巡礼分类', 'Tour category', 'Danh mục tham quan'));
  await ok(server, 'PUT', '/api/categories', admin, { ...names('巡礼分类', 'Tour category', 'Danh mục tham quan'), id: category.id });
  await ok(server, 'GET', '/api/categories', null);

  const picture = await upload(server, '/api/goods/images', admin, { bytes: pngBytes(), type: 'image/png', name: 'cup.png' });
  const goodsInput = {
    ...names('巡礼保温杯', 'Tour thermos', 'Bình giữ nhiệt tham quan'), storeId: store.id, categoryId: category.id,
    skus: [{ attrs: { 容量: '500ml' }, price: 3333 }, { attrs: { 容量: '1L' }, price: 1999 }], imageKeys: [picture.key],
  };
  const goods = await ok(server, 'POST', '/api/goods', admin, goodsInput);
  await ok(server, 'PUT', '/api/goods', admin, { ...goodsInput, id: goods.id, skus: goods.skus.map((s: { id: number }, i: number) => ({ ...goodsInput.skus[i], id: s.id })) });
  await download(server, picture.url, null);
  await ok(server, 'GET', '/api/goods?keyword=%E5%B7%A1%E7%A4%BC', null);
  await ok(server, 'GET', `/api/goods/admin?storeId=${store.id}`, admin);
  await download(server, `/api/goods/admin/download?lang=vi&storeId=${store.id}`, admin);
  await ok(server, 'GET', `/api/goods/${goods.id}`, null);
  await ok(server, 'GET', `/api/goods/${goods.id}`, admin);

  // What is made to be deleted again.
  const spareStore = await ok(server, 'POST', '/api/stores', admin, { name: '空店' });
  const spareCategory = await ok(server, 'POST', '/api/categories', admin, { name: '空分类' });
  const spare = await ok(server, 'POST', '/api/goods', admin, { ...goodsInput, name: '下架品', storeId: spareStore.id, categoryId: spareCategory.id, imageKeys: [] });
  await ok(server, 'DELETE', '/api/goods', admin, [spare.id]);
  await ok(server, 'DELETE', '/api/stores', admin, [spareStore.id]);
  await ok(server, 'DELETE', '/api/categories', admin, [spareCategory.id]);

  const doc = { label: 'tour-guide', titleI18n: { cn: '购物指南', en: 'Buying guide' }, bodyI18n: { cn: '先下单，后付定金。' } };
  const content = await ok(server, 'POST', '/api/content', admin, doc);
  await ok(server, 'PUT', '/api/content', admin, { ...doc, sort: 1, id: content.id });
  await ok(server, 'GET', '/api/content', null);
  await ok(server, 'GET', '/api/content/tour-guide', null);
  await ok(server, 'DELETE', '/api/content', admin, [content.id]);

  await ok(server, 'POST', '/api/links/parse', null, { text: 'https://detail.1688.com/offer/660011223344.html' });
  const pasted = await ok(server, 'POST', '/api/links/parse', buyer, { text: 'https://detail.1688.com/offer/660011223344.html' });
  await ok(server, 'GET', '/api/links/requests', admin);
  await download(server, '/api/links/requests/download?lang=en&status=pending', admin);
  await ok(server, 'PUT', '/api/links/requests', admin, { id: pasted.requestId, status: 'rejected', note: '暂不代购' });

  const interest = await ok(server, 'POST', '/api/interests', buyer, { name: '竹制砧板', expectedPrice: 1500, quantity: 20 });
  await ok(server, 'GET', '/api/interests/mine', buyer);
  await ok(server, 'GET', '/api/interests', admin);
  await download(server, '/api/interests/download?lang=cn', admin);
  await ok(server, 'PUT', '/api/interests', admin, { id: interest.id, status: 'quoted', reply: '可供货', goodsId: goods.id });

  // A collected item is the collector's own: they order it, an operator corrects its price, staff file it.
  const collected = await ok(server, 'POST', '/api/collect', buyer, {
    platform: '1688', itemId: '770011223344', url: 'https://detail.1688.com/offer/770011223344.html', title: '采集的茶杯', shopName: '茶具店',
    skus: [{ attrs: { 颜色: '青' }, price: 1200 }],
  });
  const own = await ok(server, 'GET', `/api/goods/${collected.goodsId}`, buyer);
  const placed = await ok(server, 'POST', '/api/orders', buyer, { source: 'buyNow', goodsId: collected.goodsId, skuId: own.skus[0].id, quantity: 2 });
  await ok(server, 'POST', `/api/orders/${placed.id}/price-correction`, operator, { lineId: placed.lines[0].id, unitPrice: 1350, reason: '源头已涨价' });
  await ok(server, 'POST', `/api/goods/${collected.goodsId}/publish`, admin, { categoryId: category.id });

  const line = await ok(server, 'POST', '/api/shopCart', buyer, { goodsId: goods.id, skuId: goods.skus[1].id, quantity: 2 });
  await ok(server, 'PUT', '/api/shopCart', buyer, { id: line.id, quantity: 3 });
  await ok(server, 'GET', '/api/shopCart/myCart', buyer);
  await ok(server, 'DELETE', '/api/shopCart', buyer, [line.id]);
  return { goodsId: goods.id, skuIds: goods.skus.map((s: { id: number }) => s.id) };
}
