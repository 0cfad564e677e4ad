import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe, badgeRecipe, breadcrumbSlotRecipe, buttonRecipe, dataListSlotRecipe, dialogSlotRecipe,
  emptyStateSlotRecipe, fieldSlotRecipe, headingRecipe, iconRecipe, inputRecipe, linkRecipe, listSlotRecipe,
  menuSlotRecipe, nativeSelectSlotRecipe, skeletonRecipe, spinnerRecipe, toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { layoutThemeConfig } from 'shared-contracts/shell/features/layout/theme/layout-theme-config';
import { chakraThemeConfig } from 'shared-contracts/shell/theme/chakra-theme-config';

/** The recipes of the components the mall's pages and the document's frame draw (mall-system.test.ts lists them). */
export const MALL_RECIPES = {
  badge: badgeRecipe, button: buttonRecipe, heading: headingRecipe, icon: iconRecipe, input: inputRecipe,
  link: linkRecipe, skeleton: skeletonRecipe, spinner: spinnerRecipe,
};
export const MALL_SLOT_RECIPES = {
  alert: alertSlotRecipe, breadcrumb: breadcrumbSlotRecipe, dataList: dataListSlotRecipe, dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, list: listSlotRecipe, menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe, toast: toastSlotRecipe,
};

/**
 * The mall document's Chakra system: the portal's tokens and global styles with the recipes of the components the
 * document draws, and no others. Building and walking every Chakra recipe was the largest part of the document's
 * start (about 100 ms of this machine's main thread, docs/performance.md). `mall-system.test.ts` fails when a
 * component the document imports needs a recipe that is not here, or one here is no longer asked for.
 */
export const mallSystem = createSystem(defaultBaseConfig, chakraThemeConfig(MALL_RECIPES, MALL_SLOT_RECIPES), layoutThemeConfig);
