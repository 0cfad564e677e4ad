import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The modules webpack.config.js exposes, as the standalone frame lists them. */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  'system/Menu': lazy(() => import('../exposed/system/Menu')),
  'system/Dict': lazy(() => import('../exposed/system/Dict')),
  'system/User': lazy(() => import('../exposed/system/User')),
  'system/Role': lazy(() => import('../exposed/system/Role')),
  'system/Dept': lazy(() => import('../exposed/system/Dept')),
  'system/Job': lazy(() => import('../exposed/system/Job')),
  'mall/Goods': lazy(() => import('../exposed/mall/Goods')),
  'mall/Category': lazy(() => import('../exposed/mall/Category')),
  'mall/Store': lazy(() => import('../exposed/mall/Store')),
  'mall/Sourcing': lazy(() => import('../exposed/mall/Sourcing')),
  'mall/Interest': lazy(() => import('../exposed/mall/Interest')),
  'mall/Content': lazy(() => import('../exposed/mall/Content')),
  'ops/OrderAccept': lazy(() => import('../exposed/ops/OrderAccept')),
  'ops/Shipping': lazy(() => import('../exposed/ops/Shipping')),
  'ops/Stocking': lazy(() => import('../exposed/ops/Stocking')),
  'ops/PaymentReview': lazy(() => import('../exposed/ops/PaymentReview')),
  'ops/RefundReview': lazy(() => import('../exposed/ops/RefundReview')),
};
