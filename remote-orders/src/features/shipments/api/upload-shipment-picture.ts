import { SHIPMENT_FILE_FIELD, shipmentFileUploadSchema } from 'shared-contracts/api/shipments';
import { apiRequest, http } from 'shared-contracts/http/client';

/**
 * `POST api/shipments/files`, multipart with the picture in the `file` field: the server keeps it (PNG, JPEG, WebP or
 * GIF by its bytes, 5 MiB at most) and answers the key the shipment names. Quiet: a refusal shows on its field.
 */
export function uploadShipmentPicture(file: File): Promise<{ key: string; url: string }> {
  const body = new FormData();
  body.append(SHIPMENT_FILE_FIELD, file, file.name);
  return apiRequest(shipmentFileUploadSchema, http.post('api/shipments/files', { body, context: { quiet: true } }));
}
