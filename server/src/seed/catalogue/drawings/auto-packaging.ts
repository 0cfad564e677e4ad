import { NEUTRAL, spread, type Draw } from './kit';

/** Car interior, electronics and maintenance parts. */
export const AUTO = {
  seatCover: (k) => [
    k.rect(96, 20, 52, 34, 12),
    k.line('M106 54 L106 64 M138 54 L138 64', 4, NEUTRAL.steel),
    k.path('M80 64 L164 64 Q176 64 174 80 L168 150 L76 150 L70 80 Q68 64 80 64 Z'),
    k.path('M64 150 L180 150 Q190 150 190 164 L184 200 L60 200 L54 164 Q54 150 64 150 Z', 'dark'),
    ...spread(3, 90, 130).map((y) => k.line(`M84 ${y} L160 ${y}`, 2, 'dark')),
  ].join(''),
  floorMat: (k) => [
    k.path('M60 40 L170 40 Q186 40 186 56 L196 200 L50 200 L54 56 Q54 40 60 40 Z'),
    k.path('M70 56 L170 56 L178 186 L66 186 Z', 'dark'),
    ...spread(6, 72, 170).map((y) => k.line(`M${74 + (y - 72) * 0.02} ${y} L${168 + (y - 72) * 0.06} ${y}`, 3, 'main')),
  ].join(''),
  steeringWheel: (k) => [
    k.circle(120, 120, 86, 'none'),
    `<circle cx="120" cy="120" r="78" fill="none" stroke="${k.paint.main}" stroke-width="16"/>`,
    k.circle(120, 120, 70, 'none'),
    k.path('M48 120 L96 112 L144 112 L192 120 L150 146 L132 196 L108 196 L90 146 Z', NEUTRAL.rubber),
    k.circle(120, 128, 18, 'dark'),
  ].join(''),
  dashCam: (k) => [
    k.rect(96, 36, 48, 20, 6, NEUTRAL.rubber), k.rect(114, 54, 12, 30, 3, NEUTRAL.rubber),
    k.rect(40, 82, 160, 96, 18),
    k.circle(96, 130, 32, NEUTRAL.rubber), k.circle(96, 130, 20, NEUTRAL.lens), k.circle(90, 124, 5, '#6f86a3'),
    k.rect(142, 104, 44, 28, 4, NEUTRAL.screen), k.dot(172, 156, 5, '#e9523f'),
  ].join(''),
  vacuum: (k) => [
    k.path('M30 104 L100 92 L100 132 L30 124 Z', NEUTRAL.glass),
    k.rect(96, 78, 80, 68, 24),
    k.path('M150 136 L180 196 L206 190 L176 126 Z', 'dark'),
    k.line('M110 112 L160 112', 2, 'light'),
    k.rect(108, 90, 20, 8, 3, NEUTRAL.rubber),
  ].join(''),
  wiper: (k) => [
    k.path('M24 150 L214 70 L218 80 L28 160 Z', NEUTRAL.rubber),
    k.path('M40 134 Q120 90 200 74 L204 84 Q124 102 44 146 Z'),
    k.rect(110, 98, 30, 16, 4, 'dark'),
    k.line('M125 106 L150 170', 6, NEUTRAL.steel),
  ].join(''),
  airFilter: (k) => [
    k.rect(30, 60, 180, 120, 10),
    k.rect(42, 72, 156, 96, 4, NEUTRAL.paper),
    ...spread(13, 48, 192).map((x) => k.line(`M${x} 74 L${x} 166`, 2.5, '#cfc8b8')),
  ].join(''),
  brakeDisc: (k) => [
    k.circle(112, 126, 84, NEUTRAL.metal),
    ...spread(16, 0, 15).map((i) => {
      const a = (i / 16) * Math.PI * 2;
      return k.dot(112 + 64 * Math.cos(a), 126 + 64 * Math.sin(a), 3, '#8c939b');
    }),
    k.circle(112, 126, 34, NEUTRAL.steel),
    ...spread(5, 0, 4).map((i) => k.dot(112 + 18 * Math.cos((i / 5) * Math.PI * 2), 126 + 18 * Math.sin((i / 5) * Math.PI * 2), 4.5, NEUTRAL.rubber)),
    k.path('M150 50 Q204 60 210 120 L186 124 Q182 82 144 72 Z'),
  ].join(''),
} satisfies Record<string, Draw>;

/** Mailers, cartons, tapes and wraps. */
export const PACKAGING = {
  mailerBag: (k) => [
    k.rect(44, 50, 152, 150, 6),
    k.path('M44 50 L196 50 L196 84 L44 84 Z', 'dark'),
    k.rect(64, 110, 70, 40, 3, NEUTRAL.paper),
    ...spread(3, 118, 142).map((y) => k.line(`M70 ${y} L${y > 135 ? 110 : 126} ${y}`, 2, '#9aa0a8')),
  ].join(''),
  zipBag: (k) => [
    k.rect(50, 50, 140, 156, 6, NEUTRAL.glass),
    k.rect(50, 50, 140, 18, 3, 'main'),
    k.line('M50 78 L190 78', 2, 'dark'),
    k.rect(70, 100, 100, 80, 4, '#ffffff66'),
  ].join(''),
  carton: (k) => [
    k.path('M40 90 L130 110 L130 206 L40 186 Z', NEUTRAL.kraft),
    k.path('M130 110 L204 86 L204 182 L130 206 Z', '#b88e58'),
    k.path('M40 90 L116 66 L204 86 L130 110 Z', '#d9b985'),
    k.path('M74 80 L162 100 L162 116 L74 96 Z'),
    k.path('M64 120 L104 128 L104 160 L64 152 Z', NEUTRAL.paper),
  ].join(''),
  giftBox: (k) => [
    k.rect(46, 96, 148, 106, 4),
    k.rect(36, 72, 168, 30, 4, 'dark'),
    k.rect(110, 72, 20, 130, 0, NEUTRAL.gold),
    k.path('M120 72 Q80 30 76 56 Q76 74 120 72 Q164 74 164 56 Q160 30 120 72 Z', NEUTRAL.gold),
  ].join(''),
  tape: (k) => [
    k.path('M176 150 L214 196 L150 196 L140 170 Z'),
    k.circle(120, 112, 76),
    k.circle(120, 112, 40, NEUTRAL.kraft),
    k.circle(120, 112, 30, '#f1ede4'),
    k.shine('M70 80 Q90 52 124 46 L124 56 Q96 62 80 86 Z'),
  ].join(''),
  filmRoll: (k) => [
    k.rect(50, 72, 140, 96, 8, NEUTRAL.glass),
    k.ellipse(50, 120, 14, 48, '#eaf3f8'), k.ellipse(50, 120, 6, 16, NEUTRAL.kraft),
    k.rect(190, 110, 30, 20, 6), k.rect(20, 110, 24, 20, 6),
    k.shine('M70 80 L180 80 L180 92 L70 92 Z', 0.6),
  ].join(''),
  bubbleWrap: (k) => [
    k.path('M80 70 L200 90 L200 200 L80 180 Z', '#e4f0f6'),
    ...spread(5, 96, 184).flatMap((x) => spread(5, 100, 176).map((y) => k.circle(x, y + (x - 96) * 0.16, 7, '#ffffff', 1.2))),
    k.circle(76, 126, 56, NEUTRAL.glass),
    k.circle(76, 126, 22, 'main'),
  ].join(''),
} satisfies Record<string, Draw>;
