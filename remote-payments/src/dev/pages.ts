import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The modules webpack.config.js exposes, as the standalone frame lists them. */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  MyPayment: lazy(() => import('../exposed/MyPayment')),
  MallPayment: lazy(() => import('../exposed/MallPayment')),
  MallDdcPayment: lazy(() => import('../exposed/MallDdcPayment')),
  MallDdcCashier: lazy(() => import('../exposed/MallDdcCashier')),
};
