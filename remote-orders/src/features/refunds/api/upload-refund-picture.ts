import { REFUND_FILE_FIELD, refundFileUploadSchema } from 'shared-contracts/api/refunds';
import { apiRequest, http } from 'shared-contracts/http/client';

/**
 * `POST api/refunds/files`, multipart with the picture in the `file` field: the server keeps it (PNG, JPEG, WebP or
 * GIF by its bytes, 5 MiB at most) and answers the key a refund refers to. Quiet: a refused picture is shown in
 * the dialog, in the reader's language.
 */
export function uploadRefundPicture(file: File): Promise<{ key: string; url: string }> {
  const body = new FormData();
  body.append(REFUND_FILE_FIELD, file, file.name);
  return apiRequest(refundFileUploadSchema, http.post('api/refunds/files', { body, context: { quiet: true } }));
}
