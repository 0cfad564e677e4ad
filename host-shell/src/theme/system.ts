import { createSystem } from '@chakra-ui/react/styled-system';
import { defaultConfig } from '@chakra-ui/react/preset';
import { layoutThemeConfig } from '../features/layout/theme/layout-theme-config';

/**
 * The one Chakra system of the page; remotes receive it through the shared ChakraProvider. The layout's
 * config makes the `md` controls follow the size the user picks (SPEC §9 sizes); the theme colour is applied
 * as CSS variables by the layout.
 */
export const appSystem = createSystem(defaultConfig, layoutThemeConfig);
