// The extension's manifest (Manifest V3). Decisions (README "Decisions"):
// - The item pages are reached through the content scripts' `matches` only: no `host_permissions` for the
//   platforms, as the service worker never fetches them (the content script reads the page it runs in).
// - The portal is an optional host permission: the options page asks for the one origin the connection code names.
// - No `externally_connectable` and no web-accessible resources: no page can message the extension or probe it.
export const CONTENT_MATCHES = [
  '*://item.taobao.com/item.htm*',
  '*://detail.tmall.com/item.htm*',
  '*://detail.1688.com/offer/*.html*',
  '*://mobile.yangkeduo.com/goods*.html*',
  '*://mobile.pinduoduo.com/goods*.html*',
];

export function manifestOf(version) {
  return {
    manifest_version: 3,
    name: '__MSG_name__',
    description: '__MSG_description__',
    default_locale: 'en',
    version,
    minimum_chrome_version: '120',
    background: { service_worker: 'background.js' },
    permissions: ['storage'],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    content_scripts: [{ matches: CONTENT_MATCHES, js: ['content.js'], run_at: 'document_idle' }],
    options_ui: { page: 'options.html', open_in_tab: true },
    action: { default_title: '__MSG_name__' },
  };
}
