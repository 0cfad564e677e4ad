import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sizeAtom, themeAtom } from '../state/layout-atoms';
import { applyTheme, applyVariables } from '../theme/theme-colour';
import { sizeVariables } from 'shared-contracts/shell/features/layout/theme/size-scale';

/**
 * Puts the theme colour and the layout size on <html> as CSS variables. Not removed on unmount: the
 * login page after a logout keeps the user's colour, as the cookie does.
 */
export function useApplyAppearance(): void {
  const theme = useAtomValue(themeAtom);
  const size = useAtomValue(sizeAtom);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => {
    applyVariables(sizeVariables(size));
    document.documentElement.dataset.layoutSize = size;
  }, [size]);
}
