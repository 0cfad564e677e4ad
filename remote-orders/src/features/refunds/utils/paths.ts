/** The buyer's after-sales detail (host route /myRefundDetail/:id, orders/RefundDetail). */
export const refundDetailPath = (id: number) => `/myRefundDetail/${id}`;
export const orderDetailPath = (id: number) => `/myOrderDetail/${id}`;
