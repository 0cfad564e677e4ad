import { MessageKey } from './message-keys';

/** What the picture uploads keep (`POST api/payments/files`, `api/shipments/files`, `api/refunds/files`: docs/orders.md); the server decides again by the bytes. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');
/**
 * The pixel limit of every picture the portal keeps (docs/storage.md "Picture limits and thumbnails"): at most this
 * many pixels, all frames of an animation together, and at most PICTURE_MAX_SIDE on either side. A phone's photo
 * (12 to 24 megapixels, about 4000 × 3000 to 6000 × 4000) passes; a picture declaring more, which a browser would
 * have to decode in full to show it, is refused with `upload.pictureTooLarge`, whose texts state these figures.
 */
export const PICTURE_MAX_PIXELS = 40_000_000;
export const PICTURE_MAX_SIDE = 12_000;

/** The picker's early check, with the server's own message keys: null when the file may be sent. */
export function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.some((type) => type === file.type)) return MessageKey.uploadTypeNotAllowed;
  if (file.size > PICTURE_MAX_BYTES) return MessageKey.uploadFileTooLarge;
  if (file.size === 0) return MessageKey.uploadFileRequired;
  return null;
}
