import type { PictureFolder } from '../../plugins/app/owned-pictures';

/** Payment pictures (transfer vouchers, remittances): read by their uploader and by staff with payment:list. */
export const PAYMENT_PICTURES: PictureFolder = { folder: 'payments', route: '/api/payments/files', readPermission: 'payment:list' };
