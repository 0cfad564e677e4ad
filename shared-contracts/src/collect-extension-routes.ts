/**
 * Where the collection extension's connections are managed: a tab of the personal centre (/user/center, `?tab=`),
 * linked from `/pluginInstallation` (docs/collect-extension.md).
 */
export const COLLECT_EXTENSION_TAB = 'collect-extension';
export const COLLECT_EXTENSION_PAGE = `/user/center?tab=${COLLECT_EXTENSION_TAB}`;
/** The public page with the download and the installation steps. */
export const PLUGIN_INSTALLATION_PAGE = '/pluginInstallation';
