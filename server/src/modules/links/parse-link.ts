import { LINK_INPUT_MAX } from 'shared-contracts/api/links';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { SourcePlatform } from 'shared-contracts/api/goods';

/**
 * Reads a pasted product link, or the share text around one, from Taobao, Tmall, 1688 or Pinduoduo. Pure: the
 * server never fetches what a buyer pastes (no outbound requests from user input), so a short link (m.tb.cn,
 * qr.1688.com, ...) is answered as such and queued for an operator. docs/mall.md, "Link import".
 */
export type ParsedLink =
  | { kind: 'item'; platform: SourcePlatform; itemId: string; url: string }
  | { kind: 'shortLink'; platform: SourcePlatform; itemId: null; url: string };

export type LinkParseError = typeof MessageKey.linkRequired | typeof MessageKey.linkInvalid | typeof MessageKey.linkUnsupported;
export type LinkParse = { ok: true; link: ParsedLink } | { ok: false; error: LinkParseError };

/** Item ids of all four platforms are decimal numbers; anything else is not an id we can look up. */
const ITEM_ID = /^\d{5,20}$/;

/** URL characters (RFC 3986) only: share texts put Chinese words and brackets right after the link. */
const HTTP_URL = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gi;
/** A link pasted without its scheme ("detail.1688.com/offer/1.html"). */
const BARE_URL = /(?:^|[^A-Za-z0-9.\-/])((?:[A-Za-z0-9-]+\.)+(?:com|cn|hk)(?::\d+)?\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*)/i;
const SCRIPT_SCHEME = /^\s*(?:javascript|data|vbscript|file|blob)\s*:/i;

const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Hosts that only redirect: resolving them means fetching, which the server never does. */
const SHORT_HOSTS: { domain: string; platform: SourcePlatform }[] = [
  { domain: 'tb.cn', platform: 'taobao' }, // m.tb.cn, e.tb.cn, s.tb.cn, tb.cn
  { domain: 's.click.taobao.com', platform: 'taobao' }, // affiliate redirects
  { domain: 'qr.1688.com', platform: '1688' },
  { domain: 'p.pinduoduo.com', platform: 'pinduoduo' },
  { domain: 'p.yangkeduo.com', platform: 'pinduoduo' },
];

type Matcher = { domains: string[]; platform: SourcePlatform; itemId: (url: URL) => string | null; canonical: (id: string) => string };

const param = (url: URL, ...names: string[]): string | null => {
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim();
    if (value) return value;
  }
  return null;
};

const MATCHERS: Matcher[] = [
  {
    // detail.tmall.com/item.htm?id=, detail.m.tmall.com/item.htm?id=, chaoshi.detail.tmall.com, detail.tmall.hk (Tmall Global).
    domains: ['tmall.com', 'tmall.hk'], platform: 'tmall',
    itemId: (u) => param(u, 'id', 'itemId', 'item_id'),
    canonical: (id) => `https://detail.tmall.com/item.htm?id=${id}`,
  },
  {
    // item.taobao.com/item.htm?id=, h5.m.taobao.com/awp/core/detail.htm?id=, m.intl.taobao.com/detail/detail.html?id=,
    // world.taobao.com/item/<id>.htm, a.m.taobao.com/i<id>.htm, market.m.taobao.com/...?itemId=.
    domains: ['taobao.com'], platform: 'taobao',
    itemId: (u) => param(u, 'id', 'itemId', 'item_id') ?? /\/(?:item\/|i)(\d+)\.html?$/.exec(u.pathname)?.[1] ?? null,
    canonical: (id) => `https://item.taobao.com/item.htm?id=${id}`,
  },
  {
    // detail.1688.com/offer/<id>.html, m.1688.com/offer/<id>.html, winport and dj.1688.com pages with offerId=.
    domains: ['1688.com'], platform: '1688',
    itemId: (u) => /\/offer\/(\d+)\.html?$/.exec(u.pathname)?.[1] ?? param(u, 'offerId', 'offerid', 'offer_id', 'offerIds'),
    canonical: (id) => `https://detail.1688.com/offer/${id}.html`,
  },
  {
    // mobile.yangkeduo.com/goods.html?goods_id=, goods1/goods2.html, yangkeduo.com and pinduoduo.com pages with goods_id=.
    domains: ['yangkeduo.com', 'pinduoduo.com'], platform: 'pinduoduo',
    itemId: (u) => param(u, 'goods_id', 'goodsId'),
    canonical: (id) => `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`,
  },
];

/** The first http(s) URL in the text, or a scheme-less product link; trailing sentence punctuation dropped. */
function findUrl(text: string): string | null {
  const candidates = [...text.matchAll(HTTP_URL)].map((m) => m[0]);
  if (candidates.length === 0) {
    const bare = BARE_URL.exec(text)?.[1];
    if (bare) candidates.push(`https://${bare}`);
  }
  // A share text may carry several links (an app download link first): the first one we support wins.
  const cleaned = candidates.map((c) => c.replace(/[.,;:!?)'\]]+$/, ''));
  return cleaned.find((c) => platformOf(c) !== null) ?? cleaned[0] ?? null;
}

function hostOf(raw: string): string | null {
  try {
    return new URL(raw).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

function platformOf(raw: string): SourcePlatform | null {
  const host = hostOf(raw);
  if (!host) return null;
  const short = SHORT_HOSTS.find((s) => isHost(host, s.domain));
  if (short) return short.platform;
  return MATCHERS.find((m) => m.domains.some((d) => isHost(host, d)))?.platform ?? null;
}

export function parseLink(input: string): LinkParse {
  const text = input.trim();
  if (!text) return { ok: false, error: MessageKey.linkRequired };
  if (text.length > LINK_INPUT_MAX || SCRIPT_SCHEME.test(text)) return { ok: false, error: MessageKey.linkInvalid };
  const raw = findUrl(text);
  if (!raw) return { ok: false, error: MessageKey.linkInvalid };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, error: MessageKey.linkInvalid };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: MessageKey.linkInvalid };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');

  const short = SHORT_HOSTS.find((s) => isHost(host, s.domain));
  if (short) {
    // The code is the path ("/h.5xYzAbC"), sometimes the query too (s.click): both are kept for the operator.
    // A bare host is nothing an operator could open either.
    const path = url.pathname.replace(/\/+$/, '');
    if (!/^\/[A-Za-z0-9._~\-/]{1,200}$/.test(path)) return { ok: false, error: MessageKey.linkInvalid };
    return { ok: true, link: { kind: 'shortLink', platform: short.platform, itemId: null, url: `https://${host}${path}${url.search}` } };
  }

  const matcher = MATCHERS.find((m) => m.domains.some((d) => isHost(host, d)));
  if (!matcher) return { ok: false, error: MessageKey.linkUnsupported };
  const itemId = matcher.itemId(url);
  if (!itemId || !ITEM_ID.test(itemId)) return { ok: false, error: MessageKey.linkInvalid };
  return { ok: true, link: { kind: 'item', platform: matcher.platform, itemId, url: matcher.canonical(itemId) } };
}
