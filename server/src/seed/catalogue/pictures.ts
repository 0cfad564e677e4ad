import { thumbnailKeyOf } from '../../plugins/app/pictures';
import type { FileStorage } from '../../plugins/app/storage';
import { svgToPng } from '../../plugins/external/sharp-pictures';
import { DRAWINGS, type Kind } from './drawings/kinds';
import { pictureSvg } from './drawings/picture-svg';
import type { GoodsSpec } from './specs';
import { COLOURS, TAXONOMY } from './taxonomy';

/**
 * The demo goods' pictures (docs/mall-search.md "Seed"): drawings of each goods' kind in its colours, made at seed
 * time as PNGs of 240 px or less (so each is its own thumbnail, docs/storage.md). Goods of one kind and colour share
 * their pictures, and only the pictures the goods being seeded point at are made.
 */

/** Part of every key: mall files are cached as immutable, so drawings that change must be stored under new names. */
const DRAWINGS_VERSION = 2;
const LOGO_SIDE = 96;

export type PictureRef = { kind: Kind; colour: number };

const kebab = (kind: Kind) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const pictureKeyOf = ({ kind, colour }: PictureRef) => `mall/goods/seed${DRAWINGS_VERSION}-${kebab(kind)}-${colour}.png`;
export const logoKeyOf = (topSlug: string) => `mall/stores/seed${DRAWINGS_VERSION}-logo-${topSlug}.png`;

/** A goods' cover: its kind in its first colour (also the first picture of its gallery). */
export const coverOf = (g: GoodsSpec): PictureRef => ({ kind: g.kind, colour: g.colours[0]! });

/**
 * Its gallery: the goods in each of its colours (two or three, from its kind's palette), the cover first. One view
 * per colour keeps seeding as fast as before (docs/mall-search.md "Seed": every picture drawn costs seed time).
 */
export const galleryOf = (g: GoodsSpec): PictureRef[] => g.colours.map((colour) => ({ kind: g.kind, colour }));

/** A SKU's picture: the goods in the SKU's colour; a SKU without a colour shows the goods' cover. */
export const skuPictureOf = (g: GoodsSpec, colour: number | null): PictureRef | null => (colour === null ? null : { kind: g.kind, colour });

type Job = { key: string; svg: () => string };

/** Store logos: per top level, the drawing of its first product in a colour of its own, small. */
function logoJobs(): Job[] {
  return TAXONOMY.map((top, ti) => ({
    key: logoKeyOf(top.slug),
    svg: () => pictureSvg(DRAWINGS[top.leaves[0]!.products[0]!.kind], COLOURS[ti % COLOURS.length]!.rgb, LOGO_SIDE),
  }));
}

const pictureJob = (ref: PictureRef): Job => ({ key: pictureKeyOf(ref), svg: () => pictureSvg(DRAWINGS[ref.kind], COLOURS[ref.colour]!.rgb) });

/** Four at a time: the libuv pool's size, each picture on one libvips thread (plugins/external/sharp-pictures.ts). */
const CONCURRENCY = 4;

/**
 * Draws and stores `refs` (each once) and the store logos, the same bytes under each picture's thumbnail key, and
 * answers each picture's byte size by key. Drawn before the goods are written, not beside: on two cores, libvips
 * and PGlite working at once cost a third more CPU time than one after the other (docs/mall-search.md "Seed").
 */
export async function drawPictures(storage: FileStorage, refs: Iterable<PictureRef>): Promise<Map<string, number>> {
  const jobs = new Map<string, Job>();
  for (const job of [...logoJobs(), ...[...refs].map(pictureJob)]) jobs.set(job.key, job);
  const queue = [...jobs.values()];
  const sizes = new Map<string, number>();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const png = await svgToPng(job.svg());
      await Promise.all([storage.put(job.key, png, 'image/png'), storage.put(thumbnailKeyOf(job.key), png, 'image/png')]);
      sizes.set(job.key, png.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return sizes;
}
