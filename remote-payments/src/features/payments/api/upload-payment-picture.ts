import { PAYMENT_FILE_FIELD, paymentFileUploadSchema } from 'shared-contracts/api/payments';
import { apiRequest, http } from 'shared-contracts/http/client';

export type UploadedPicture = { key: string; url: string };

/**
 * `POST api/payments/files`, multipart with the picture in the `file` field: the server keeps it (PNG, JPEG, WebP
 * or GIF by its bytes, 5 MiB at most) and answers the key a payment refers to. Quiet: a refused picture is shown
 * on its field, in the reader's language, not in a toast.
 */
export function uploadPaymentPicture(file: File): Promise<UploadedPicture> {
  const body = new FormData();
  body.append(PAYMENT_FILE_FIELD, file, file.name);
  return apiRequest(paymentFileUploadSchema, http.post('api/payments/files', { body, context: { quiet: true } }));
}
