import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import addressRoutes from './address-routes';
import { declareAutoComplete } from './auto-complete';
import buyerShipmentRoutes from './buyer-routes';
import importRoutes from './import-routes';
import staffShipmentRoutes from './staff-routes';

/**
 * Shipments from the buyer's stock, the address book, batch shipment and the shipping queue (docs/orders.md
 * "Shipments"), and the automatic completion of delivered orders.
 */
const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await declareAutoComplete(app);
  await app.register(addressRoutes);
  await app.register(importRoutes);
  await app.register(buyerShipmentRoutes);
  await app.register(staffShipmentRoutes);
};
export default shipmentRoutes;
