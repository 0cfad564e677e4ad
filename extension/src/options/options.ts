/**
 * The settings page: paste the portal's connection code, allow the extension to reach that portal (the browser asks
 * the buyer), then the service worker checks the code against the portal's session route. Disconnect forgets it.
 */
import '../shared/zod-without-eval';
import { isLocale, type Locale } from 'shared-contracts/i18n/locale';
import { decodeConnectionCode, originPattern } from '../shared/connection-code';
import { browserLocale, failureText, t } from '../shared/messages';
import type { ConnectAnswer, Request, Status } from '../shared/protocol';
import { h } from '../panel/dom';

const ask = (request: Request): Promise<unknown> => chrome.runtime.sendMessage(request);
const app = document.getElementById('app')!;

function draw(status: Status, note?: { kind: 'ok' | 'error'; text: string }): void {
  const locale: Locale = status.connected && isLocale(status.session.language) ? status.session.language : browserLocale(navigator.languages);
  document.documentElement.lang = locale === 'cn' ? 'zh-CN' : locale;
  document.title = t(locale, 'optionsTitle');
  const line = status.connected
    ? h('div', { class: 'status ok', role: 'status', 'data-part': 'status' }, t(locale, 'connectedAs', { user: status.session.userName, portal: status.portal }))
    : h('div', { class: note?.kind === 'error' ? 'status error' : 'status', role: 'status', 'data-part': 'status' }, note?.text ?? t(locale, 'disconnected'));
  const code = h('textarea', { id: 'code', spellcheck: 'false', autocomplete: 'off' });
  const connect = h('button', { class: 'primary', type: 'button' }, t(locale, 'connect'));
  const disconnect = h('button', { type: 'button' }, t(locale, 'disconnect'));
  connect.addEventListener('click', () => {
    const connection = decodeConnectionCode(code.value);
    if (!connection) return draw(status, { kind: 'error', text: t(locale, 'codeInvalid') });
    connect.disabled = true;
    connect.textContent = t(locale, 'connecting');
    // Asked in the click itself (the browser requires the buyer's gesture), for the one origin the code names.
    void chrome.permissions.request({ origins: [originPattern(connection.portal)] }).then(async (granted) => {
      if (!granted) return draw(status, { kind: 'error', text: t(locale, 'permissionDenied', { portal: connection.portal }) });
      const answer = (await ask({ type: 'connect', code: code.value })) as ConnectAnswer;
      if (answer.ok) return draw({ connected: true, portal: answer.portal, session: answer.session });
      draw(status, { kind: 'error', text: failureText(locale, answer.key, connection.portal) });
    });
  });
  disconnect.addEventListener('click', () => { void ask({ type: 'disconnect' }).then((s) => draw(s as Status)); });
  app.replaceChildren(
    h('h1', {}, t(locale, 'optionsTitle')),
    h('p', {}, t(locale, 'optionsIntro')),
    h('label', { for: 'code' }, t(locale, 'codeLabel')),
    code,
    h('div', {}, connect, ' ', status.connected && disconnect),
    line,
  );
}

void ask({ type: 'status' }).then((s) => draw((s as Status | undefined) ?? { connected: false }));
