import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem } from '@chakra-ui/react/styled-system';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { layoutThemeConfig } from 'shared-contracts/shell/features/layout/theme/layout-theme-config';
import { chakraThemeConfig } from 'shared-contracts/shell/theme/chakra-theme-config';

/**
 * The page's Chakra system once the portal is past its first page, with every Chakra recipe; remotes
 * receive it through the shared ChakraProvider. The layout's config makes the `md` controls follow the
 * size the user picks (SPEC §9 sizes); the theme colour is applied as CSS variables by the layout.
 */
export const fullSystem = createSystem(defaultBaseConfig, chakraThemeConfig(recipes, slotRecipes), layoutThemeConfig);
