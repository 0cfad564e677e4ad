import { defineConfig, type SystemConfig } from '@chakra-ui/react/styled-system';
import {
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens,
  textStyles, tokens,
} from '@chakra-ui/react/theme';

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * Chakra's default theme (its `defaultThemeConfig`, preset.ts) with the recipes given. Built here
 * rather than imported: Chakra defines its theme in one module together with all ~80 recipes, and a
 * page that imports that module loads them all (34 KiB gzip), so the entry system would weigh as
 * much as the full one.
 */
export function chakraThemeConfig(recipes: Theme['recipes'], slotRecipes: Theme['slotRecipes']): SystemConfig {
  return defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles, recipes, slotRecipes },
  });
}
