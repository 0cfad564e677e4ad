import { describe, expect, it } from 'vitest';
import { drawIntoTemplate, FIRST_DATA_ID } from 'shared-contracts/shell/prerender/draw-page';

const TEMPLATE = '<!doctype html><html lang="zh-CN"><head><title>采购服务平台</title></head><body><div id="root"></div></body></html>';

describe('drawIntoTemplate', () => {
  it('draws the page into #root, inert and hidden until read whole, with its title and language', () => {
    const html = drawIntoTemplate(TEMPLATE, { markup: '<h1>Mall</h1>', title: 'Mall & more <b>', lang: 'en' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Mall &amp; more &lt;b&gt;</title>');
    expect(html).toContain('<div id="root" inert><h1>Mall</h1></div>');
    expect(html.indexOf('visibility:hidden')).toBeLessThan(html.indexOf('<div id="root"'));
    expect(html.indexOf('visibility:visible')).toBeGreaterThan(html.indexOf('<h1>Mall</h1>'));
    expect(html).not.toContain(FIRST_DATA_ID);
  });

  it('lets a page laid out from the top down paint as it is read', () => {
    const html = drawIntoTemplate(TEMPLATE, { markup: '<h1>Mall</h1>', title: 't', lang: 'en', paintWhileRead: true });
    expect(html).toContain('<div id="root" inert><h1>Mall</h1></div>');
    expect(html).not.toContain('visibility');
  });

  it('carries the first data in a script no text of the data can end or turn into code', () => {
    const data = { name: '</script><script>alert(1)</script><!--', price: 12 };
    const html = drawIntoTemplate(TEMPLATE, { markup: '<p>x</p>', title: 't', lang: 'vi', data });
    const script = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html);
    expect(script?.[1]).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(script?.[1] ?? '')).toEqual(data);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("moves emotion's style elements into one in the head, in their order, naming every rule for emotion's cache", () => {
    const markup = '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{margin:0}</style><h1 class="css-a1">Mall</h1>'
      + '<div><style data-emotion="css c3">.css-c3{color:$1}</style><p class="css-c3">x</p></div>'
      + '<style data-emotion="css-global 0">body{margin:0}</style>';
    const html = drawIntoTemplate(TEMPLATE, { markup, title: 't', lang: 'en', paintWhileRead: true });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3{color:$1}</style>');
    expect(html).toContain('<div id="root" inert><h1 class="css-a1">Mall</h1><div><p class="css-c3">x</p></div><style data-emotion="css-global 0">');
    expect(html.match(/data-emotion="css /g)).toHaveLength(1);
  });

  it('adds no style element for a page without emotion styles', () => {
    expect(drawIntoTemplate(TEMPLATE, { markup: '<p>x</p>', title: 't', lang: 'en', paintWhileRead: true })).not.toContain('<style');
  });

  it('keeps "$" sequences of the markup as they are', () => {
    expect(drawIntoTemplate(TEMPLATE, { markup: "<p>CN¥12 $& $' $1</p>", title: 't', lang: 'en' })).toContain("<p>CN¥12 $& $' $1</p>");
  });

  it('refuses a template without an empty #root', () => {
    expect(() => drawIntoTemplate('<html><body><main></main></body></html>', { markup: '<p>x</p>', title: 't', lang: 'en' })).toThrow(/#root/);
  });
});
