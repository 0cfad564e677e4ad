/**
 * Public mall files (goods pictures, SKU pictures, store logos, promotion materials) are stored under the
 * `mall/` prefix of the storage interface and served at `/api/mall-files/<key>` (modules/mall-files/routes.ts).
 */
export const MALL_FILE_PREFIX = 'mall/';
export const MALL_FILES_PATH = '/api/mall-files/';

export function mallFileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return MALL_FILES_PATH + (key.startsWith(MALL_FILE_PREFIX) ? key.slice(MALL_FILE_PREFIX.length) : key);
}
