import { NEUTRAL, spread, type Draw } from './kit';

/** Phone accessories, audio and charging. */
export const ELECTRONICS = {
  phoneCase: (k) => [
    k.rect(70, 24, 100, 190, 20),
    k.rect(80, 36, 44, 50, 12, 'dark'),
    k.circle(93, 50, 8, NEUTRAL.lens), k.circle(111, 50, 8, NEUTRAL.lens), k.circle(93, 72, 8, NEUTRAL.lens),
    k.circle(120, 140, 28, 'none', 3),
    k.shine('M78 96 L90 96 L90 200 Q80 200 78 190 Z', 0.25),
  ].join(''),
  phone: (k) => [
    k.rect(60, 30, 100, 180, 18, NEUTRAL.rubber),
    k.rect(68, 40, 84, 160, 10, NEUTRAL.screen),
    k.path('M92 22 L188 40 L170 214 L74 196 Z', '#dcecf6cc'),
    k.shine('M110 40 L150 48 L112 170 L100 168 Z', 0.45),
    k.rect(150, 34, 40, 16, 3, 'main'),
  ].join(''),
  phoneStand: (k) => [
    k.rect(80, 36, 84, 150, 14, NEUTRAL.rubber),
    k.rect(87, 44, 70, 134, 8, NEUTRAL.screen),
    k.path('M60 188 L180 188 L186 204 L54 204 Z'),
    k.path('M100 186 L120 120 L140 120 L160 186 Z', 'dark'),
  ].join(''),
  earbuds: (k) => [
    k.rect(66, 110, 108, 84, 36),
    k.line('M68 140 L172 140', 2, 'dark'),
    k.dot(120, 162, 4, '#7ed381'),
    k.path('M58 40 Q80 30 90 52 L84 100 Q70 104 68 92 L70 66 Q50 60 58 40 Z', 'light'),
    k.path('M182 40 Q160 30 150 52 L156 100 Q170 104 172 92 L170 66 Q190 60 182 40 Z', 'light'),
  ].join(''),
  headphones: (k) => [
    k.path('M40 140 Q40 40 120 40 Q200 40 200 140 L184 140 Q184 58 120 58 Q56 58 56 140 Z'),
    k.rect(30, 120, 46, 74, 20, 'dark'), k.rect(164, 120, 46, 74, 20, 'dark'),
    k.rect(58, 126, 16, 62, 8, NEUTRAL.rubber), k.rect(166, 126, 16, 62, 8, NEUTRAL.rubber),
  ].join(''),
  speaker: (k) => [
    k.rect(40, 70, 160, 120, 50),
    k.rect(56, 82, 128, 96, 40, 'dark'),
    ...spread(6, 70, 170).flatMap((x) => spread(4, 100, 160).map((y) => k.dot(x, y, 3, 'light'))),
    k.rect(100, 58, 40, 14, 6, NEUTRAL.rubber),
  ].join(''),
  cable: (k) => [
    k.line('M60 96 Q60 160 120 150 Q190 140 180 90 Q170 50 120 70 Q80 90 110 120 Q140 150 170 180', 7, 'main'),
    k.line('M60 96 Q60 160 120 150 Q190 140 180 90 Q170 50 120 70 Q80 90 110 120 Q140 150 170 180', 1.5, 'line'),
    k.rect(46, 46, 28, 52, 6, 'dark'), k.rect(53, 30, 14, 18, 2, NEUTRAL.metal),
    k.rect(160, 176, 26, 40, 6, 'dark'), k.rect(166, 214, 14, 12, 2, NEUTRAL.metal),
  ].join(''),
  powerBank: (k) => [
    k.rect(64, 34, 112, 172, 18),
    k.rect(100, 26, 40, 10, 3, NEUTRAL.rubber),
    ...spread(4, 96, 144).map((x, i) => k.rect(x - 6, 176, 12, 8, 2, i < 3 ? '#7ed381' : NEUTRAL.rubber)),
    k.path('M124 80 L104 122 L120 122 L112 156 L138 108 L122 108 Z', 'light'),
  ].join(''),
  charger: (k) => [
    k.rect(98, 24, 10, 40, 3, NEUTRAL.metal), k.rect(132, 24, 10, 40, 3, NEUTRAL.metal),
    k.rect(60, 60, 120, 120, 22),
    k.rect(104, 150, 32, 12, 3, NEUTRAL.rubber),
    k.line('M80 76 L160 76', 2, 'light'),
    k.path('M124 96 L106 128 L120 128 L114 146 L136 116 L122 116 Z', 'light'),
  ].join(''),
} satisfies Record<string, Draw>;

/** Toys: blocks, puzzles, plush and remote-controlled ones. */
export const TOYS = {
  blocks: (k) => [
    k.rect(40, 150, 120, 50, 4, 'dark'), ...spread(4, 56, 144).map((x) => k.rect(x - 9, 140, 18, 12, 2, 'dark')),
    k.rect(70, 96, 100, 50, 4, '#f2c14e'), ...spread(3, 90, 150).map((x) => k.rect(x - 9, 86, 18, 12, 2, '#f2c14e')),
    k.rect(120, 44, 70, 50, 4, 'light'), ...spread(2, 140, 170).map((x) => k.rect(x - 9, 34, 18, 12, 2, 'light')),
  ].join(''),
  puzzle: (k) => [
    k.path('M40 60 L96 60 Q92 42 110 42 Q128 42 124 60 L180 60 L180 116 Q198 112 198 130 Q198 148 180 144 L180 200 L40 200 L40 144 Q58 148 58 130 Q58 112 40 116 Z'),
    k.line('M110 60 L110 200 M40 130 L180 130', 2, 'dark'),
    k.path('M132 150 L168 150 L168 190 L132 190 Z', 'light'),
  ].join(''),
  teddy: (k) => [
    k.circle(80, 44, 18), k.circle(160, 44, 18), k.circle(80, 44, 9, 'light'), k.circle(160, 44, 9, 'light'),
    k.ellipse(120, 160, 58, 52),
    k.circle(66, 140, 18), k.circle(174, 140, 18), k.circle(88, 202, 18), k.circle(152, 202, 18),
    k.circle(120, 80, 46),
    k.ellipse(120, 96, 20, 14, 'light'),
    k.dot(104, 74, 4.5, NEUTRAL.rubber), k.dot(136, 74, 4.5, NEUTRAL.rubber), k.dot(120, 90, 5, NEUTRAL.rubber),
    k.ellipse(120, 166, 28, 24, 'light'),
  ].join(''),
  toyCar: (k) => [
    k.path('M30 150 L38 118 L80 110 L100 80 L160 80 L184 112 L210 120 L212 150 Z'),
    k.path('M106 88 L130 88 L130 110 L92 110 Z', NEUTRAL.glass), k.path('M136 88 L156 88 L172 110 L136 110 Z', NEUTRAL.glass),
    k.circle(74, 152, 22, NEUTRAL.rubber), k.circle(74, 152, 9, NEUTRAL.metal),
    k.circle(172, 152, 22, NEUTRAL.rubber), k.circle(172, 152, 9, NEUTRAL.metal),
    k.line('M126 58 L126 80', 2.5), k.dot(126, 56, 4),
  ].join(''),
  drone: (k) => [
    ...[[56, 64], [184, 64], [56, 176], [184, 176]].map(([x, y]) => [
      k.line(`M120 120 L${x} ${y}`, 10, 'dark'),
      k.ellipse(x!, y!, 34, 8, NEUTRAL.glass), k.circle(x!, y!, 7, NEUTRAL.rubber),
  ].join('')),
      k.rect(88, 94, 64, 52, 16),
      k.circle(120, 150, 10, NEUTRAL.lens),
    ].join(''),
  boat: (k) => [
    k.path('M24 130 L216 130 L190 176 L52 176 Z'),
    k.path('M70 130 L82 94 L160 94 L176 130 Z', NEUTRAL.paper),
    k.rect(96, 102, 40, 18, 3, NEUTRAL.glass),
    k.line('M30 188 Q60 178 90 188 Q120 198 150 188 Q180 178 210 188', 3, '#6fa8dc'),
    k.line('M40 146 L200 146', 3, 'light'),
  ].join(''),
} satisfies Record<string, Draw>;
