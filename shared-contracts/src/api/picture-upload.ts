import { MessageKey } from './message-keys';

/** What the picture uploads keep (`POST api/payments/files`, `api/shipments/files`, `api/refunds/files`: docs/orders.md); the server decides again by the bytes. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

/** The picker's early check, with the server's own message keys: null when the file may be sent. */
export function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.some((type) => type === file.type)) return MessageKey.uploadTypeNotAllowed;
  if (file.size > PICTURE_MAX_BYTES) return MessageKey.uploadFileTooLarge;
  if (file.size === 0) return MessageKey.uploadFileRequired;
  return null;
}
