import { defineConfig } from '@chakra-ui/react/styled-system';
import { dialogSlotRecipe, drawerSlotRecipe, nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { SIZE_VARS } from 'shared-contracts/shell/features/layout/theme/size-scale';

/**
 * What the shell adds to the page's Chakra system (theme/entry-system.ts and theme/full-system.ts merge it). The `md` size, the default of these recipes, reads
 * the layout-size variables that the Layout sets on <html>; each falls back to Chakra's own md value, so
 * nothing changes before the Layout has run (login page, tests).
 */
const v = (name: string, fallback: string) => `var(${name}, ${fallback})`;

const controlHeight = v(SIZE_VARS.controlHeight, 'var(--chakra-sizes-10)');
const controlFont = v(SIZE_VARS.controlFontSize, 'var(--chakra-font-sizes-sm)');
const controlPadding = v(SIZE_VARS.controlPaddingX, 'var(--chakra-spacing-4)');
const cell = {
  px: v(SIZE_VARS.cellPaddingX, 'var(--chakra-spacing-3)'),
  py: v(SIZE_VARS.cellPaddingY, 'var(--chakra-spacing-3)'),
};
const cellFont = v(SIZE_VARS.cellFontSize, 'var(--chakra-font-sizes-sm)');

/** Slot recipes must name their slots even in an override; they are Chakra's own. */
const slotsOf = (recipe: { slots?: readonly string[] }): string[] => [...(recipe.slots ?? [])];

/**
 * A dialog's or drawer's backdrop and positioner span the layout viewport from edge to edge, where Chakra gives them
 * `100vw`/`100dvw`: on a phone the layout viewport grows with a page wider than the screen while those units keep the
 * screen's width, which left a white strip beside the backdrop (issue 25, the "order placed" dialog). Every dialog of
 * the portal, the remotes' included, is drawn by this system.
 */
const edgeToEdge = { w: 'auto', insetInline: '0' };
/** Below `sm` a dialog keeps a margin on either side, so it reads as a dialog over the page, not as the page. */
const phoneMargin = { paddingInline: { base: '3', sm: '0' } };

export const layoutThemeConfig = defineConfig({
  theme: {
    recipes: {
      button: { variants: { size: { md: { h: controlHeight, minW: controlHeight, px: controlPadding, fontSize: controlFont } } } },
      input: { variants: { size: { md: { '--input-height': controlHeight, fontSize: controlFont } } } },
    },
    slotRecipes: {
      dialog: { slots: slotsOf(dialogSlotRecipe), base: { backdrop: edgeToEdge, positioner: { ...edgeToEdge, ...phoneMargin } } },
      drawer: { slots: slotsOf(drawerSlotRecipe), base: { backdrop: edgeToEdge, positioner: edgeToEdge } },
      nativeSelect: { slots: slotsOf(nativeSelectSlotRecipe), variants: { size: { md: { root: { '--select-field-height': controlHeight }, field: { fontSize: controlFont } } } } },
      table: { slots: slotsOf(tableSlotRecipe), variants: { size: { md: { root: { fontSize: cellFont }, cell, columnHeader: cell } } } },
    },
  },
});
