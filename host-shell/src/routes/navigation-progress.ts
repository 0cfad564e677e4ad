import NProgress from 'nprogress';

/**
 * The top progress bar (SPEC §2) shared by navigation, session restore and remote loading. Several
 * things can be in flight at once (a route change that also loads a remote), so the bar stays until
 * the last one ends rather than until the first.
 */
const pending = new Map<string, ReturnType<typeof setTimeout>>();
let styled = false;
/** While held (the portal drawn out of sight, in-page/), loads are tracked but the bar is not drawn. */
let held = false;
/** A load that never settles (a hung chunk request) must not leave the bar crawling forever. */
const MAX_PROGRESS_MS = 35_000;

/** nprogress's own rules, inline: the portal loads nothing from CDNs and the build has no CSS loader. */
const PROGRESS_CSS = `
#nprogress{pointer-events:none}
#nprogress .bar{background:#1890ff;position:fixed;z-index:2000;top:0;left:0;width:100%;height:2px}
#nprogress .peg{display:block;position:absolute;right:0;width:100px;height:100%;box-shadow:0 0 10px #1890ff,0 0 5px #1890ff;opacity:1;transform:rotate(3deg) translate(0,-4px)}
`;

function ensureStyle(): void {
  if (styled || typeof document === 'undefined') return;
  styled = true;
  const style = document.createElement('style');
  style.dataset.nprogress = '';
  style.textContent = PROGRESS_CSS;
  document.head.appendChild(style);
  // nprogress's own template says role="bar", no ARIA role (axe: aria-roles, critical). The bar only decorates:
  // every page says itself that it is loading, so assistive technology is spared it.
  NProgress.configure({
    showSpinner: false, trickleSpeed: 150, barSelector: '.bar',
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  });
}

export function beginProgress(key: string): void {
  ensureStyle();
  if (pending.size === 0 && !held) NProgress.start();
  clearTimeout(pending.get(key));
  pending.set(key, setTimeout(() => endProgress(key), MAX_PROGRESS_MS));
}

export function endProgress(key: string): void {
  const timer = pending.get(key);
  if (timer === undefined) return;
  clearTimeout(timer);
  pending.delete(key);
  if (pending.size === 0) NProgress.done();
}

/** Holds the bar back (`true`), or draws it again for what is still loading (`false`). */
export function holdProgress(hold: boolean): void {
  held = hold;
  if (!hold && pending.size > 0) NProgress.start();
}
