import { describe, expect, it } from 'vitest';
import { fenOf, pictureUrls } from './reader-kit';
import { readPage } from './read-page';

describe('readPage', () => {
  it('reads only the item pages of the four platforms', () => {
    const doc = new DOMParser().parseFromString('<html><body></body></html>', 'text/html');
    expect(readPage(doc, 'https://www.taobao.com/')).toMatchObject({ ok: false, reason: 'notItemPage' });
    expect(readPage(doc, 'https://detail.1688.com/offer/abc.html')).toMatchObject({ ok: false, reason: 'notItemPage' });
    expect(readPage(doc, 'https://item.taobao.com/item.htm?id=1')).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('turns yuan texts into fen and refuses what is no single price', () => {
    expect([fenOf('12.5'), fenOf('¥ 1,299.00'), fenOf(6.8), fenOf('0.01')]).toEqual([1250, 129900, 680, 1]);
    expect([fenOf(''), fenOf('面议'), fenOf('59.00-79.00'), fenOf('0'), fenOf('1.234')]).toEqual([null, null, null, null, null]);
  });

  it('keeps only https pictures, once each', () => {
    expect(pictureUrls(['//a.cn/x.jpg', 'http://a.cn/x.jpg', 'javascript:alert(1)', 'data:image/png;base64,AA', '', 3])).toEqual(['https://a.cn/x.jpg']);
  });
});
