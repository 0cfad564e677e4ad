import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The modules webpack.config.js exposes, as the standalone frame lists them. */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  MallHome: lazy(() => import('../exposed/MallHome')),
  MallDdc: lazy(() => import('../exposed/MallDdc')),
  MallSearch: lazy(() => import('../exposed/MallSearch')),
  MallDetail: lazy(() => import('../exposed/MallDetail')),
  MallDdcDetail: lazy(() => import('../exposed/MallDdcDetail')),
  MallMaterial: lazy(() => import('../exposed/MallMaterial')),
  MyCart: lazy(() => import('../exposed/MyCart')),
  MyInterest: lazy(() => import('../exposed/MyInterest')),
  AddInterest: lazy(() => import('../exposed/AddInterest')),
  PluginInstallation: lazy(() => import('../exposed/PluginInstallation')),
  CreateGuide: lazy(() => import('../exposed/CreateGuide')),
};
