import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import { configureHttp } from 'shared-contracts/http/client';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { drawIntoTemplate, drawnPageHead } from 'shared-contracts/shell/prerender/draw-page';
import { MallDocument } from './mall-document';
import { mallDocumentMessages } from './mall-messages';
import { MALL_DOCUMENT_ROUTES } from './mall-routes';

/**
 * The origin the drawing's requests go to. The server's worker answers them itself (page-renderer.ts): this name
 * never reaches a network.
 */
export const RENDER_ORIGIN = 'http://portal.render/';

/** Rounds of "draw, then fetch what the drawing asked for": a product page asks for its store once it has the goods. */
const MAX_ROUNDS = 3;

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

/**
 * The mall document at `address` (path and query) in `locale`, drawn with its data into the built `template`
 * (mall.html): what the page shows once its requests have answered, and those answers, which its script starts
 * from (first-data.ts). Run by the server at request time in a worker thread; the same components as the browser's.
 */
export async function renderMallPage(template: string, address: string, locale: Locale): Promise<string> {
  // A failed read is the browser's to show (it asks again): nothing to toast, nothing for the server's log.
  configureHttp({ prefix: RENDER_ORIGIN, notify: () => undefined });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const store = createStore();
  store.set(localeAtom, locale);
  const draw = () => renderToString(
    <Provider store={store}><MallDocument location={address} queryClient={client} leave={() => undefined} /></Provider>,
  );
  const asked = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    draw();
    const waiting = client.getQueryCache().getAll()
      .filter((query) => query.state.status === 'pending' && enabled(query) && !asked.has(query.queryHash));
    if (waiting.length === 0) break;
    waiting.forEach((query) => asked.add(query.queryHash));
    // A request that fails is left to the browser, which asks again and shows its own error.
    await Promise.allSettled(waiting.map((query) => query.fetch()));
  }
  const markup = draw();
  const path = address.split('?')[0] ?? address;
  const route = MALL_DOCUMENT_ROUTES.find((candidate) => matchPath(candidate.path, path));
  const data = dehydrate(client);
  client.clear();
  return drawIntoTemplate(template, { markup, ...drawnPageHead(route?.titleId ?? null, locale, mallDocumentMessages(locale)), data, paintWhileRead: true });
}
