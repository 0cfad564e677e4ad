import { globalStylesOf } from 'shared-contracts/react/shell/theme/global-styles-of';
import { mallSystem } from './mall-system';

/** The mall document's global styles, inlined in its head at build time (shared-contracts/build/webpack-node-render.mjs). */
export const globalCss = (): string => globalStylesOf(mallSystem);
