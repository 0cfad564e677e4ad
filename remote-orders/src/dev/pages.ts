import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The modules webpack.config.js exposes, as the standalone frame lists them. */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  OrderList: lazy(() => import('../exposed/OrderList')),
  OrderDetail: lazy(() => import('../exposed/OrderDetail')),
  BuyerDetail: lazy(() => import('../exposed/BuyerDetail')),
  CreateShipment: lazy(() => import('../exposed/CreateShipment')),
  ShipmentList: lazy(() => import('../exposed/ShipmentList')),
  MyStock: lazy(() => import('../exposed/MyStock')),
  RefundDetail: lazy(() => import('../exposed/RefundDetail')),
  MyOverview: lazy(() => import('../exposed/MyOverview')),
};
