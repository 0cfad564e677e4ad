import { kitOf, paintOf, type Draw, type Rgb } from './kit';

export const PICTURE_SIDE = 240;

/**
 * A demo goods' picture as a whole SVG document: the drawing of its kind in its colour on a light studio backdrop
 * with a soft floor shadow, drawn on a 240 × 240 canvas and rendered at `side` pixels.
 */
export function pictureSvg(draw: Draw, rgb: Rgb, side = PICTURE_SIDE): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 240 240">`
    + '<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f6f1"/><stop offset="1" stop-color="#e7e2d8"/></linearGradient></defs>'
    + '<rect width="240" height="240" fill="url(#b)"/><ellipse cx="120" cy="212" rx="78" ry="9" fill="#000" opacity="0.1"/>'
    + `${draw(kitOf(paintOf(rgb)))}</svg>`;
}
