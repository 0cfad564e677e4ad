/**
 * The content script of the four platforms' item pages: reads the page once it is drawn, asks the service worker
 * whether it is connected (and in which language the buyer reads the portal), and puts the panel on the page.
 */
import './shared/zod-without-eval';
import { isLocale } from 'shared-contracts/i18n/locale';
import { browserLocale } from './shared/messages';
import type { Request, Status } from './shared/protocol';
import { mountPanel } from './panel/panel';
import { readPage } from './readers/read-page';

const ask = (request: Request): Promise<unknown> => chrome.runtime.sendMessage(request);

async function start(): Promise<void> {
  const result = readPage(document, location.href);
  const status = ((await ask({ type: 'status' }).catch(() => undefined)) as Status | undefined) ?? { connected: false };
  const locale = status.connected && isLocale(status.session.language) ? status.session.language : browserLocale(navigator.languages);
  mountPanel(result, { ask, locale, status });
}

void start();
