/**
 * Every picture the server keeps has a small copy beside it (docs/storage.md "Picture limits and thumbnails"): the
 * same name with this suffix, served by the same route with the same permissions. Pages show the thumbnail where a
 * picture is small (cards, lists, review queues, avatars) and the original where it is zoomed or downloaded.
 */
export const PICTURE_THUMBNAIL_SUFFIX = '.thumb.webp';
/** The thumbnail fits in a square of this many pixels (never enlarged): a card on a phone at 3× density, a review pane at 2×. */
export const PICTURE_THUMBNAIL_SIDE = 640;

/** A picture the portal itself serves: a path on this server whose file name ends in a picture extension. */
const OWN_PICTURE = /^\/(?!\/)[^?#]*\.(png|jpe?g|webp|gif)$/i;

/**
 * The thumbnail of a picture at `url`. Anything else is answered unchanged: a picture on another site (its own
 * size), a file that is not a picture (a promotion text, a storage-tool download), a thumbnail already, no picture.
 */
export function pictureThumbnailUrl<T extends string | null | undefined>(url: T): T {
  if (!url || url.endsWith(PICTURE_THUMBNAIL_SUFFIX) || !OWN_PICTURE.test(url)) return url;
  return `${url}${PICTURE_THUMBNAIL_SUFFIX}` as T;
}
