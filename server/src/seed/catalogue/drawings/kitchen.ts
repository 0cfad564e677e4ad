import { NEUTRAL, spread, type Draw } from './kit';

/** Cookware, tableware and drinkware. */
export const KITCHEN = {
  pan: (k) => [
    k.rect(150, 120, 80, 16, 8, NEUTRAL.rubber),
    k.ellipse(92, 128, 76, 40),
    k.ellipse(92, 124, 62, 30, NEUTRAL.rubber),
    k.shine('M52 116 Q70 100 100 98 L100 104 Q72 108 58 122 Z', 0.18),
  ].join(''),
  pot: (k) => [
    k.rect(34, 100, 24, 12, 6, NEUTRAL.rubber), k.rect(182, 100, 24, 12, 6, NEUTRAL.rubber),
    k.path('M50 90 L190 90 L184 192 Q120 206 56 192 Z'),
    k.ellipse(120, 86, 76, 16, NEUTRAL.glass),
    k.rect(108, 62, 24, 14, 6, NEUTRAL.rubber),
    k.shine('M62 104 L74 104 L72 184 L62 182 Z', 0.25),
  ].join(''),
  plate: (k) => [
    k.ellipse(120, 132, 96, 50),
    k.ellipse(120, 130, 66, 32, NEUTRAL.paper),
    k.line('M68 128 Q120 150 172 128', 1.5, 'light'),
  ].join(''),
  bowl: (k) => [
    k.path('M30 96 L210 96 Q204 170 140 184 L100 184 Q36 170 30 96 Z'),
    k.ellipse(120, 96, 90, 20, NEUTRAL.paper),
    k.rect(92, 182, 56, 12, 4, 'dark'),
    k.line('M46 128 Q120 150 194 128', 2, 'light'),
  ].join(''),
  chopsticks: (k) => [
    k.path('M40 60 L46 54 L204 170 L198 178 Z'),
    k.path('M28 84 L34 76 L208 150 L204 160 Z', 'dark'),
    k.rect(150, 168, 60, 18, 8, NEUTRAL.paper),
    k.line('M40 60 L70 82 M28 84 L62 98', 5, 'light'),
  ].join(''),
  thermos: (k) => [
    k.rect(88, 30, 64, 34, 8, NEUTRAL.steel),
    k.rect(84, 60, 72, 140, 18),
    k.rect(84, 60, 72, 12, 4, NEUTRAL.metal),
    k.shine('M94 80 L106 80 L106 186 Q94 184 94 176 Z', 0.3),
    k.line('M96 40 L144 40', 1.5, '#7d838b'),
  ].join(''),
  glass: (k) => [
    k.path('M72 48 L168 48 L156 200 L84 200 Z', NEUTRAL.glass),
    k.path('M78 110 L162 110 L156 200 L84 200 Z'),
    k.shine('M84 58 L96 58 L92 190 L88 190 Z', 0.5),
    k.ellipse(120, 110, 42, 6, 'light'),
  ].join(''),
  mug: (k) => [
    k.path('M150 84 Q200 84 198 124 Q196 162 150 160 L150 146 Q182 146 182 122 Q182 98 150 100 Z'),
    k.path('M50 62 L160 62 L154 196 Q105 206 56 196 Z'),
    k.ellipse(105, 62, 55, 10, 'dark'),
    k.rect(82, 110, 46, 40, 20, 'light'),
  ].join(''),
} satisfies Record<string, Draw>;

/** Skincare, make-up and hair tools. */
export const BEAUTY = {
  creamJar: (k) => [
    k.path('M50 110 L190 110 L184 190 Q120 204 56 190 Z', NEUTRAL.paper),
    k.rect(44, 70, 152, 44, 12),
    k.rect(84, 140, 72, 26, 4, 'light'),
    k.shine('M56 80 L70 80 L70 106 L56 106 Z'),
  ].join(''),
  tube: (k) => [
    k.path('M70 36 L170 36 L150 168 L90 168 Z'),
    k.rect(98, 166, 44, 34, 6, 'dark'),
    k.line('M72 46 L168 46', 2),
    k.rect(100, 84, 40, 50, 3, NEUTRAL.paper),
    ...spread(3, 100, 124).map((y) => k.line(`M106 ${y} L134 ${y}`, 2, 'light')),
  ].join(''),
  sachet: (k) => [
    k.path('M56 36 L184 36 L184 204 L56 204 Z'),
    k.path('M56 36 L184 36 L184 50 L56 50 Z', 'dark'),
    k.ellipse(120, 120, 38, 48, NEUTRAL.paper),
    k.ellipse(106, 110, 6, 4, 'main'), k.ellipse(134, 110, 6, 4, 'main'),
    k.line('M108 142 Q120 150 132 142', 2),
  ].join(''),
  lipstick: (k) => [
    k.rect(84, 120, 72, 86, 8, NEUTRAL.gold),
    k.rect(92, 86, 56, 40, 4, NEUTRAL.silver),
    k.path('M96 86 L96 44 L144 26 L144 86 Z'),
    k.shine('M104 44 L112 41 L112 84 L104 84 Z'),
    k.line('M84 150 L156 150', 2, '#a88434'),
  ].join(''),
  bottle: (k) => [
    k.line('M120 40 L120 24 L156 24', 5, NEUTRAL.steel),
    k.rect(104, 40, 32, 30, 4, NEUTRAL.steel),
    k.rect(70, 68, 100, 134, 16, NEUTRAL.glass),
    k.rect(78, 96, 84, 100, 10),
    k.rect(92, 122, 56, 34, 3, NEUTRAL.paper),
  ].join(''),
  palette: (k) => [
    k.rect(34, 54, 172, 132, 14, NEUTRAL.rubber),
    ...[0, 1, 2].flatMap((row) => [0, 1, 2, 3].map((col) => k.rect(48 + col * 38, 66 + row * 38, 32, 32, 8, ['main', 'light', 'dark', NEUTRAL.gold][(row + col) % 4] as 'main'))),
  ].join(''),
  curlingIron: (k) => [
    k.rect(24, 108, 130, 24, 12, NEUTRAL.metal),
    k.path('M40 104 L150 104 L150 110 L40 110 Z', 'dark'),
    k.rect(150, 102, 70, 36, 12),
    k.circle(196, 120, 5, '#e9523f', 2),
    k.line('M220 120 Q236 140 226 170', 4, NEUTRAL.rubber),
  ].join(''),
  hairDryer: (k) => [
    k.path('M126 118 L160 118 L152 206 L136 206 Z', 'dark'),
    k.path('M40 66 Q40 40 72 40 L150 40 Q190 40 190 86 Q190 130 150 130 L72 130 Q40 130 40 104 Z'),
    k.ellipse(170, 86, 14, 36, 'dark'),
    k.rect(28, 62, 22, 46, 6, NEUTRAL.rubber),
    k.rect(138, 150, 10, 18, 3, NEUTRAL.metal),
  ].join(''),
  brush: (k) => [
    k.rect(108, 130, 24, 80, 10),
    k.ellipse(120, 84, 54, 66),
    k.ellipse(120, 84, 40, 52, NEUTRAL.rubber),
    ...[-24, -12, 0, 12, 24].flatMap((dx) => [-30, -15, 0, 15, 30].map((dy) => k.dot(120 + dx, 84 + dy, 2.4, NEUTRAL.paper))),
  ].join(''),
} satisfies Record<string, Draw>;
