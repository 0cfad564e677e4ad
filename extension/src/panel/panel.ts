/**
 * The panel the content script puts on an item page, inside a closed shadow root: the page's scripts cannot read
 * or change it (no `element.shadowRoot`), and its style stays apart. It shows what was read, lets the buyer choose
 * quantities and a target, and asks the service worker to send; it never sees the token.
 */
import type { Locale } from 'shared-contracts/i18n/locale';
import { failureText, t } from '../shared/messages';
import type { Request, SendAnswer, Status } from '../shared/protocol';
import type { ReadItem, ReadResult } from '../shared/read-item';
import { sendRequestOf, specText } from '../shared/send-payload';
import { h } from './dom';
import { PANEL_CSS } from './panel-style';

export type PanelDeps = { ask: (request: Request) => Promise<unknown>; locale: Locale; status: Status };

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** A picture of the item; one the platform will not serve here (hotlink protection, offline) leaves no broken box. */
function picture(src: string): HTMLImageElement {
  const img = h('img', { src, alt: '', referrerpolicy: 'no-referrer' });
  img.addEventListener('error', () => img.remove());
  return img;
}

function itemSummary(item: ReadItem, locale: Locale): HTMLElement {
  const tiers = item.priceTiers.length > 1
    ? h('div', {}, h('div', { class: 'muted' }, t(locale, 'priceTiers')),
      h('div', { class: 'tiers', 'data-part': 'tiers' }, ...item.priceTiers.map((tier) => h('span', {}, `${t(locale, 'tierFrom', { quantity: tier.minQuantity })}: ${yuan(tier.price)}`))))
    : h('div', { class: 'muted' }, `${t(locale, 'price')}: ${yuan(item.price)}`);
  return h('section', {},
    h('div', { class: 'title', 'data-part': 'title' }, item.title),
    h('div', { class: 'muted', 'data-part': 'shop' }, `${t(locale, 'shop')}: ${item.shopName}`),
    item.images.length > 0 && h('div', { class: 'pics' }, ...item.images.slice(0, 6).map(picture)),
    tiers,
    item.moq > 1 && h('div', { class: 'muted', 'data-part': 'moq' }, t(locale, 'moq', { moq: item.moq })),
  );
}

function skuTable(item: ReadItem, locale: Locale): { table: HTMLTableElement; quantities: () => number[] } {
  const inputs: HTMLInputElement[] = [];
  const rows = item.skus.map((sku) => {
    const soldOut = sku.stock === 0;
    const spec = specText(sku) || item.title;
    const input = h('input', { type: 'number', min: '0', step: '1', inputmode: 'numeric', 'aria-label': t(locale, 'quantityOf', { spec }) });
    input.disabled = soldOut;
    inputs.push(input);
    return h('tr', { class: soldOut ? 'sold-out' : '' },
      h('td', {}, spec),
      h('td', { class: 'num' }, yuan(sku.price)),
      h('td', { class: 'num' }, soldOut ? t(locale, 'soldOut') : sku.stock === null ? t(locale, 'stockUnknown') : String(sku.stock)),
      h('td', { class: 'num' }, input));
  });
  const table = h('table', { 'data-part': 'skus' },
    h('thead', {}, h('tr', {}, h('th', {}, t(locale, 'specification')), h('th', { class: 'num' }, t(locale, 'price')),
      h('th', { class: 'num' }, t(locale, 'stock')), h('th', { class: 'num' }, t(locale, 'quantity')))),
    h('tbody', {}, ...rows));
  return { table, quantities: () => inputs.map((input) => (input.value === '' ? 0 : Number(input.value))) };
}

function sendForm(item: ReadItem, deps: PanelDeps): HTMLElement {
  const { locale } = deps;
  const { table, quantities } = skuTable(item, locale);
  const message = h('div', { role: 'status', 'aria-live': 'polite' });
  const show = (kind: 'ok' | 'error', ...content: (Node | string)[]) => {
    message.className = `message ${kind}`;
    message.setAttribute('data-part', kind === 'ok' ? 'result' : 'error');
    message.replaceChildren(...content);
  };
  const radio = (value: 'cart' | 'sourcing', label: string) => {
    const input = h('input', { type: 'radio', name: 'target', value });
    input.checked = value === 'cart';
    return h('label', { class: 'inline' }, input, label);
  };
  const targets = h('fieldset', {}, h('legend', {}, t(locale, 'target')), radio('cart', t(locale, 'targetCart')), radio('sourcing', t(locale, 'targetSourcing')));
  const remarkId = 'collect-remark';
  const remark = h('textarea', { id: remarkId, maxlength: '500' });
  const send = h('button', { class: 'primary', type: 'submit' }, t(locale, 'send'));
  const form = h('form', {}, table, targets, h('label', { for: remarkId, class: 'muted' }, t(locale, 'remark')), remark, message, h('div', { class: 'actions' }, send));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const target = (form.querySelector<HTMLInputElement>('input[name="target"]:checked')?.value ?? 'cart') as 'cart' | 'sourcing';
    const request = sendRequestOf(item, { quantities: quantities(), target, remark: remark.value }, locale);
    if (!request.ok) return show('error', request.message);
    send.disabled = true;
    send.textContent = t(locale, 'sending');
    void deps.ask({ type: 'send', payload: request.payload }).then((raw) => {
      const answer = raw as SendAnswer | undefined;
      send.disabled = false;
      send.textContent = t(locale, 'send');
      if (!answer?.ok) return show('error', failureText(locale, answer?.key ?? 'extension.network', deps.status.connected ? deps.status.portal : ''));
      const text = answer.result.target === 'cart' ? t(locale, 'sentCart', { lines: answer.result.cartLines }) : t(locale, 'sentSourcing');
      show('ok', text, ' ', h('a', { href: answer.link, target: '_blank', rel: 'noopener' }, t(locale, 'openInPortal')));
    });
  });
  return form;
}

function body(result: ReadResult, deps: PanelDeps): HTMLElement {
  const { locale } = deps;
  if (!result.ok) {
    return h('div', { class: 'message error', 'data-part': 'unreadable', role: 'alert' },
      h('strong', {}, t(locale, 'unreadableTitle')), h('div', {}, t(locale, 'unreadableBody')));
  }
  const connection = deps.status.connected
    ? h('div', { class: 'muted', 'data-part': 'connection' }, t(locale, 'connectedAs', { user: deps.status.session.userName, portal: deps.status.portal }))
    : h('div', { class: 'message error', 'data-part': 'connection' }, t(locale, 'notConnected'), ' ',
      (() => {
        const open = h('button', { type: 'button' }, t(locale, 'openSettings'));
        open.addEventListener('click', () => { void deps.ask({ type: 'openOptions' }); });
        return open;
      })());
  return h('div', {}, itemSummary(result.item, locale), connection, sendForm(result.item, deps));
}

/** Puts the launcher on the page; the panel opens from it. Returns the host element (the shadow root stays closed). */
export function mountPanel(result: ReadResult, deps: PanelDeps, parent: HTMLElement = document.documentElement): HTMLElement {
  const host = document.createElement('procurement-collector');
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = h('style', {}, PANEL_CSS);
  const root = h('div', { class: 'root closed', lang: deps.locale === 'cn' ? 'zh-CN' : deps.locale });
  const launcher = h('button', { class: 'primary launcher', type: 'button' }, t(deps.locale, 'openPanel'));
  const close = h('button', { type: 'button', 'aria-label': t(deps.locale, 'close') }, '×');
  const panel = h('div', { class: 'panel', role: 'dialog', 'aria-label': t(deps.locale, 'panelTitle') },
    h('div', { class: 'head' }, h('h2', {}, t(deps.locale, 'panelTitle')), close), body(result, deps));
  const open = (opened: boolean) => {
    root.className = opened ? 'root' : 'root closed';
    root.replaceChildren(opened ? panel : launcher);
    (opened ? close : launcher).focus();
  };
  launcher.addEventListener('click', () => open(true));
  close.addEventListener('click', () => open(false));
  root.append(launcher);
  shadow.append(style, root);
  parent.append(host);
  return host;
}
