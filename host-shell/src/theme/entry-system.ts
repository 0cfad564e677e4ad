import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe, buttonRecipe, checkboxSlotRecipe, checkmarkRecipe, codeRecipe, fieldSlotRecipe, headingRecipe,
  iconRecipe, inputAddonRecipe, inputRecipe, linkRecipe, listSlotRecipe, separatorRecipe, skeletonRecipe,
  spinnerRecipe, toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { layoutThemeConfig } from 'shared-contracts/shell/features/layout/theme/layout-theme-config';
import { chakraThemeConfig } from 'shared-contracts/shell/theme/chakra-theme-config';

/**
 * The system the portal starts with: Chakra's tokens, global styles and conditions, with the recipes of
 * the components the login page, the session restore and the toasts draw. The layout and every page in
 * it wait for the full system (full-system.ts, system-store.ts), which styles these the same way.
 */
export const entrySystem = createSystem(
  defaultBaseConfig,
  chakraThemeConfig(
    {
      button: buttonRecipe, checkmark: checkmarkRecipe, code: codeRecipe, heading: headingRecipe, icon: iconRecipe,
      input: inputRecipe, inputAddon: inputAddonRecipe, link: linkRecipe, separator: separatorRecipe,
      skeleton: skeletonRecipe, spinner: spinnerRecipe,
    },
    {
      alert: alertSlotRecipe, checkbox: checkboxSlotRecipe, field: fieldSlotRecipe, list: listSlotRecipe,
      toast: toastSlotRecipe,
    },
  ),
  layoutThemeConfig,
);
