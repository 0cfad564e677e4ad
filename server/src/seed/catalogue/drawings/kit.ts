/**
 * The pen the demo goods' drawings are made with: SVG elements on a 240 × 240 canvas, filled with the goods' colour
 * (`main`) and shades of it, outlined in a darker tone of the same colour, so a white T-shirt and a black one both
 * read on the light backdrop. Named neutrals are for the parts that keep their own colour (a white sole, a steel lid).
 */
export type Rgb = [number, number, number];
export type Paint = { main: string; dark: string; light: string; line: string };
export type Fill = keyof Paint | 'none' | `#${string}`;
/** Draws one kind of goods with a kit of one paint: SVG elements on the 240 × 240 canvas. */
export type Draw = (k: Kit) => string;

export const NEUTRAL = {
  sole: '#f3f2ee', rubber: '#3b3b40', metal: '#c3c7cd', steel: '#9aa0a8', wood: '#c99a60', kraft: '#c9a26c',
  paper: '#fbfaf5', glass: '#d7e8f2', gold: '#d8b25a', silver: '#d5d8dd', screen: '#2c3440', lens: '#1d2430',
} as const;

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const luminance = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** The goods' colour and its tones; a light colour gets a grey outline, a dark one a near-black of its own hue. */
export function paintOf(rgb: Rgb): Paint {
  const light = luminance(rgb) > 0.7;
  return {
    main: hex(rgb),
    dark: hex(mix(rgb, [0, 0, 0], light ? 0.16 : 0.3)),
    light: hex(mix(rgb, [255, 255, 255], light ? 0.5 : 0.32)),
    line: light ? '#74767c' : hex(mix(rgb, [0, 0, 0], 0.58)),
  };
}

const num = (v: number) => String(Math.round(v * 10) / 10);

/** The shapes a drawing is made of, in one paint. */
export function kitOf(p: Paint) {
  const colour = (f: Fill) => (f in p ? p[f as keyof Paint] : f);
  const stroke = (w = 2.5) => `stroke="${p.line}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
  return {
    paint: p,
    path: (d: string, f: Fill = 'main', w = 2.5) => `<path d="${d}" fill="${colour(f)}" ${stroke(w)}/>`,
    line: (d: string, w = 2.5, f: Fill = 'line') => `<path d="${d}" fill="none" stroke="${colour(f)}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`,
    rect: (x: number, y: number, w: number, h: number, r = 0, f: Fill = 'main') =>
      `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${colour(f)}" ${stroke()}/>`,
    circle: (cx: number, cy: number, r: number, f: Fill = 'main', w = 2.5) =>
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${colour(f)}" ${stroke(w)}/>`,
    ellipse: (cx: number, cy: number, rx: number, ry: number, f: Fill = 'main') =>
      `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${colour(f)}" ${stroke()}/>`,
    /** A shadowed part (no outline): the side of a fold, the inside of a bag. */
    shade: (d: string, opacity = 0.16) => `<path d="${d}" fill="#000" opacity="${opacity}"/>`,
    /** A highlight (no outline): light falling on a round or glossy surface. */
    shine: (d: string, opacity = 0.3) => `<path d="${d}" fill="#fff" opacity="${opacity}"/>`,
    /** A dot without outline (studs, holes, stitches). */
    dot: (cx: number, cy: number, r: number, f: Fill = 'line') => `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${colour(f)}"/>`,
  };
}
export type Kit = ReturnType<typeof kitOf>;

/** `count` evenly spaced values from `from` to `to`, for rows of stitches, studs and ribs. */
export const spread = (count: number, from: number, to: number): number[] =>
  Array.from({ length: count }, (_, i) => (count === 1 ? from : from + ((to - from) * i) / (count - 1)));
