import fs from 'node:fs';

/** Debian's Chromium (TOOLCHAIN.md); Playwright's own browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's headless shell (package chromium-headless-shell, the same Chromium without the
 * browser's windows, profile services and UI), which Playwright itself uses for headless runs. The same 12 journeys
 * took about a tenth less CPU with it than with the full browser (docs/testing.md step 11). The full browser stays
 * for what the shell cannot do (extensions: support/collect-extension.ts) and when the shell is not installed.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const JOURNEY_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/**
 * The features Playwright 1.65.1 turns off (playwright-core's chromiumSwitches.ts). A browser reads one
 * `--disable-features`, the last given, and ours comes after Playwright's: it repeats these so that none comes back.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 opens two renderers of its own for every new window, headless too: the address bar's suggestion popups
 * (chrome://omnibox-popup.top-chrome/, and its AI-mode page). Nobody sees them in a test, and they cost more than the
 * page under test: five contexts took 6.5 s of CPU with them and 1.6 s without (docs/testing.md step 10).
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];
