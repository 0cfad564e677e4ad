import { NEUTRAL, spread, type Draw } from './kit';

/** Bags and luggage, front on. */
export const BAGS = {
  shoulderBag: (k) => [
    k.line('M66 110 Q70 30 120 30 Q170 30 174 110', 5, 'dark'),
    k.path('M50 104 L190 104 L200 200 L40 200 Z'),
    k.path('M50 104 L190 104 L184 150 Q120 164 56 150 Z', 'dark'),
    k.rect(110, 140, 20, 14, 3, NEUTRAL.gold),
    k.shine('M60 166 L80 166 L78 192 L56 192 Z', 0.18),
  ].join(''),
  tote: (k) => [
    k.line('M84 92 Q84 40 104 40 Q118 40 118 92 M122 92 Q122 40 136 40 Q156 40 156 92', 6, 'dark'),
    k.path('M46 92 L194 92 L184 204 L56 204 Z'),
    k.line('M46 104 L194 104', 2),
    k.rect(94, 130, 52, 40, 4, 'light'),
  ].join(''),
  backpack: (k) => [
    k.path('M100 44 Q100 28 120 28 Q140 28 140 44', 'none'),
    k.path('M58 84 Q58 44 120 44 Q182 44 182 84 L182 196 Q182 206 170 206 L70 206 Q58 206 58 196 Z'),
    k.path('M74 130 L166 130 L166 190 Q166 198 158 198 L82 198 Q74 198 74 190 Z', 'dark'),
    k.line('M80 144 L160 144', 2, NEUTRAL.metal),
    k.line('M70 84 Q120 70 170 84', 2),
    k.rect(112, 138, 16, 10, 2, NEUTRAL.metal),
    k.shine('M70 90 Q72 60 102 54 L104 60 Q80 68 78 96 Z'),
  ].join(''),
  suitcase: (k) => [
    k.line('M100 64 L100 30 L140 30 L140 64', 5, NEUTRAL.steel),
    k.rect(62, 62, 116, 136, 14),
    ...spread(4, 86, 154).map((x) => k.line(`M${x} 70 L${x} 190`, 2, 'dark')),
    k.rect(104, 56, 32, 10, 3, NEUTRAL.rubber),
    k.circle(80, 206, 8, NEUTRAL.rubber), k.circle(160, 206, 8, NEUTRAL.rubber),
    k.shine('M70 76 Q70 70 78 70 L84 70 L84 188 L70 188 Z'),
  ].join(''),
  duffel: (k) => [
    k.line('M88 96 Q92 48 120 48 Q148 48 152 96', 6, 'dark'),
    k.path('M40 130 Q40 96 74 94 L166 94 Q200 96 200 130 L200 170 Q200 196 170 196 L70 196 Q40 196 40 170 Z'),
    k.ellipse(52, 146, 12, 40, 'dark'),
    k.ellipse(188, 146, 12, 40, 'dark'),
    k.line('M66 104 L174 104', 2.5, NEUTRAL.metal),
    k.rect(148, 98, 12, 14, 2, NEUTRAL.metal),
  ].join(''),
  pouch: (k) => [
    k.rect(44, 130, 150, 70, 12, 'dark'),
    k.rect(56, 84, 132, 60, 12, 'light'),
    k.rect(68, 42, 110, 56, 12),
    k.line('M78 54 L168 54', 2, NEUTRAL.metal),
    k.rect(156, 50, 14, 9, 2, NEUTRAL.metal),
    k.rect(96, 66, 50, 20, 3, NEUTRAL.glass),
  ].join(''),
} satisfies Record<string, Draw>;
