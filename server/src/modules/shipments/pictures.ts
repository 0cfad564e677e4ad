import type { PictureFolder } from '../../plugins/app/owned-pictures';

/** Platform order screenshots and waybills: the buyer's own, served to them and to staff who may see shipments. */
export const SHIPMENT_PICTURES: PictureFolder = { folder: 'shipments', route: '/api/shipments/files', readPermission: 'shipment:list' };
