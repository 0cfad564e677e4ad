import { afterEach, describe, expect, it } from 'vitest';
import { fixturePage } from '../readers/fixture-page.test-support';
import { readPage } from '../readers/read-page';
import type { Request, SendAnswer, Status } from '../shared/protocol';
import { mountPanel } from './panel';

// The panel's root is closed: the test keeps the root attachShadow hands out, as only the panel's own code can.
function mount(file: string, status: Status, answer: SendAnswer) {
  const { doc, url } = fixturePage(file);
  const asked: Request[] = [];
  const original = Element.prototype.attachShadow;
  let shadow: ShadowRoot | undefined;
  Element.prototype.attachShadow = function attach(init) {
    shadow = original.call(this, init);
    return shadow;
  };
  try {
    const host = mountPanel(readPage(doc, url), { locale: 'en', status, ask: async (r) => { asked.push(r); return answer; } }, document.body);
    expect(host.shadowRoot).toBeNull();
    shadow!.querySelector<HTMLButtonElement>('button.launcher')!.click();
    return { root: shadow!, asked };
  } finally {
    Element.prototype.attachShadow = original;
  }
}

const connected: Status = { connected: true, portal: 'http://portal.test', session: { userName: 'buyer', language: 'en', cartCount: 0 } };
const quantityInputs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement>('[data-part="skus"] input')];
const submit = (root: ShadowRoot) => root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
const settle = () => new Promise((resolve) => { setTimeout(resolve, 0); });

afterEach(() => { document.body.replaceChildren(); });

describe('the panel', () => {
  it('disables sold-out SKUs and sends the chosen ones, then links into the portal', async () => {
    const ok: SendAnswer = { ok: true, link: 'http://portal.test/myCart', result: { goodsId: 1, created: true, catalogue: false, target: 'cart', cartLines: 2, sourcingId: null, portalPath: '/myCart' } };
    const { root, asked } = mount('1688/embedded.html', connected, ok);
    const inputs = quantityInputs(root);
    expect(inputs.map((i) => i.disabled)).toEqual([false, false, true, false, false, false]);
    inputs[0]!.value = '10';
    inputs[3]!.value = '4';
    submit(root);
    await settle();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ type: 'send', payload: { target: 'cart', lines: [{ quantity: 10 }, { quantity: 4 }] } });
    expect(root.querySelector('[data-part="result"]')!.textContent).toBe('Added to your cart in the portal (2 lines). Open in the portal');
    expect(root.querySelector<HTMLAnchorElement>('[data-part="result"] a')!.href).toBe('http://portal.test/myCart');
  });

  it("stops below the minimum order without asking the worker, and shows the server's refusal in words", async () => {
    const refused: SendAnswer = { ok: false, status: 401, key: 'mall.collectTokenInvalid' };
    const { root, asked } = mount('1688/embedded.html', connected, refused);
    quantityInputs(root)[0]!.value = '1';
    submit(root);
    expect(asked).toHaveLength(0);
    expect(root.querySelector('[data-part="error"]')!.textContent).toContain('the minimum order is 2 pcs');
    quantityInputs(root)[0]!.value = '2';
    submit(root);
    await settle();
    expect(root.querySelector('[data-part="error"]')!.textContent).toContain('Personal centre → Collection extension');
  });

  it('says an unreadable page cannot be read, with nothing to send', () => {
    const { root } = mount('tmall/unreadable.html', { connected: false }, { ok: false, status: 0, key: 'x' });
    expect(root.querySelector('[data-part="unreadable"]')!.textContent).toContain('Could not read this page');
    expect(root.querySelector('form')).toBeNull();
  });
});
