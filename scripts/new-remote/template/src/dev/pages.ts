import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The modules webpack.config.js exposes, as the standalone frame lists them. */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  __PAGE__: lazy(() => import('../exposed/__PAGE__')),
};
