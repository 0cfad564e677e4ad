import { NEUTRAL, spread, type Draw } from './kit';

/** Jewellery, hair accessories and hats. */
export const ACCESSORIES = {
  necklace: (k) => [
    k.line('M44 30 Q40 126 120 146 Q200 126 196 30', 5, NEUTRAL.gold),
    k.line('M44 30 Q40 126 120 146 Q200 126 196 30', 1.5, '#a9822f'),
    k.circle(120, 146, 6, NEUTRAL.gold),
    k.path('M120 152 L150 180 L120 214 L90 180 Z'),
    k.shine('M120 160 L140 180 L120 204 Z', 0.45),
  ].join(''),
  bracelet: (k) => [
    k.ellipse(120, 130, 74, 52, 'none'),
    `<ellipse cx="120" cy="130" rx="74" ry="52" fill="none" stroke="${NEUTRAL.silver}" stroke-width="9"/>`,
    k.ellipse(120, 130, 74, 52, 'none'),
    ...spread(7, 0.1, 0.9).map((t) => k.circle(120 - 74 * Math.cos(Math.PI * t), 130 + 52 * Math.sin(Math.PI * t), 9)),
    k.path('M112 70 L128 70 L132 84 L120 94 L108 84 Z'),
  ].join(''),
  earrings: (k) => [
    ...[80, 160].map((x) => [
      k.circle(x, 56, 7, 'none', 3),
      k.line(`M${x} 63 L${x} 96`, 3, NEUTRAL.gold),
      k.circle(x, 100, 6, NEUTRAL.gold),
      k.path(`M${x} 110 Q${x + 26} 140 ${x} 186 Q${x - 26} 140 ${x} 110 Z`),
      k.shine(`M${x - 4} 124 Q${x - 14} 146 ${x - 4} 168 Z`, 0.4),
  ].join('')),
    ].join(''),
  hairClip: (k) => [
    k.path('M50 120 Q50 70 90 64 L150 64 Q190 70 190 120 L176 124 Q170 88 146 84 L94 84 Q70 88 64 124 Z'),
    ...spread(6, 66, 174).map((x) => k.path(`M${x - 6} 122 L${x} 176 L${x + 6} 122 Z`)),
    k.rect(104, 96, 32, 26, 6, 'dark'),
    k.circle(120, 109, 5, NEUTRAL.metal),
  ].join(''),
  scrunchie: (k) => [
    ...spread(12, 0, 11).map((i) => {
      const a = (i / 12) * Math.PI * 2;
      return k.circle(120 + 62 * Math.cos(a), 124 + 48 * Math.sin(a), 30, i % 2 ? 'main' : 'light', 2);
    }),
    k.ellipse(120, 124, 30, 20, '#eee9e0'),
  ].join(''),
  headband: (k) => [
    k.path('M40 190 Q30 70 120 56 Q210 70 200 190 L184 190 Q190 88 120 76 Q50 88 56 190 Z'),
    k.path('M98 62 Q120 30 142 62 Q120 74 98 62 Z', 'dark'),
    k.shine('M60 150 Q56 100 100 80 L104 86 Q68 104 68 150 Z'),
  ].join(''),
  cap: (k) => [
    k.path('M44 140 Q44 64 120 60 Q190 62 192 132 L192 140 Z'),
    k.path('M190 132 Q230 136 226 152 Q208 160 178 148 Z', 'dark'),
    k.rect(40, 136, 154, 14, 4, 'dark'),
    k.line('M120 60 L120 136 M80 72 Q96 100 94 136 M160 72 Q146 100 148 136', 1.5),
    k.circle(120, 60, 6, 'dark'),
    k.rect(86, 96, 40, 22, 3, 'light'),
  ].join(''),
  bucketHat: (k) => [
    k.path('M26 168 Q40 140 70 138 L170 138 Q200 140 214 168 Q120 190 26 168 Z', 'dark'),
    k.path('M70 142 L80 86 Q120 58 160 86 L170 142 Z'),
    k.line('M74 124 L166 124', 2),
    ...spread(5, 92, 148).map((x) => k.line(`M${x} 80 L${x + (x - 120) * 0.15} 132`, 1)),
  ].join(''),
  beanie: (k) => [
    k.path('M56 144 Q52 62 120 58 Q188 62 184 144 Z'),
    k.circle(120, 48, 20, 'light'),
    k.rect(48, 138, 144, 44, 10, 'dark'),
    ...spread(12, 58, 182).map((x) => k.line(`M${x} 142 L${x} 178`, 2, 'main')),
    ...spread(6, 76, 164).map((x) => k.line(`M${x} 74 Q${x + 2} 104 ${x} 136`, 1.5)),
  ].join(''),
} satisfies Record<string, Draw>;
