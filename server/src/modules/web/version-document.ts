/**
 * A remote's page document as one uploaded version sends it (docs/federation.md "Drawn pages"). The build writes its
 * script and preload addresses under `drawnPages.publicPath` (`/remotes/mall/`), the built-in build's folder, so
 * `/remotes/<name>/document/...` becomes `/remotes/<name>/v/<version>/document/...` (serve-routes.ts), where that
 * version's own scripts are. Only `src` and `href` attributes change: an inline script's text stays byte for byte
 * what the build wrote, so a hash the Content-Security-Policy allows it by still matches what is sent.
 */
export function versionDocument(html: string, name: string, version: string): string {
  const builtIn = `/remotes/${name}/document/`;
  const versioned = `/remotes/${name}/v/${version}/document/`;
  return html.replace(/(\s(?:src|href)\s*=\s*["']?)([^"'\s>]*)/gi, (whole, attribute: string, address: string) =>
    (address.startsWith(builtIn) ? `${attribute}${versioned}${address.slice(builtIn.length)}` : whole));
}
