import { NEUTRAL, spread, type Draw } from './kit';

/** Pens, paper and desk things. */
export const STATIONERY = {
  pen: (k) => [
    k.path('M58 196 L44 214 L64 204 Z', NEUTRAL.rubber),
    k.path('M52 188 L172 50 Q184 40 194 50 Q204 60 194 72 L74 208 Z'),
    k.path('M52 188 L74 208 L64 204 L48 196 Z', NEUTRAL.paper),
    k.path('M150 76 L170 56 L190 76 L170 96 Z', 'dark'),
    k.line('M160 40 L146 100', 4, NEUTRAL.metal),
  ].join(''),
  notebook: (k) => [
    k.rect(64, 36, 130, 170, 8, NEUTRAL.paper),
    k.rect(54, 30, 130, 170, 8),
    ...spread(9, 44, 188).map((y) => k.circle(54, y, 5, NEUTRAL.metal, 2)),
    k.rect(86, 66, 72, 30, 3, NEUTRAL.paper),
    k.rect(160, 30, 12, 170, 2, 'dark'),
  ].join(''),
  stickyNotes: (k) => [
    k.path('M60 80 L196 70 L204 200 L66 206 Z', 'dark'),
    k.rect(44, 52, 140, 140, 4),
    k.path('M184 160 L184 192 L150 192 Z', 'light'),
    ...spread(4, 84, 150).map((y) => k.line(`M64 ${y} L${y > 130 ? 140 : 164} ${y}`, 2, 'dark')),
  ].join(''),
  folder: (k) => [
    k.path('M40 60 L100 60 L112 76 L200 76 L200 196 L40 196 Z', 'dark'),
    k.rect(52, 80, 140, 100, 2, NEUTRAL.paper),
    k.path('M36 100 L204 100 L196 200 L44 200 Z'),
    k.rect(96, 134, 48, 16, 3, NEUTRAL.paper),
  ].join(''),
  penHolder: (k) => [
    k.line('M96 110 L80 34', 8, '#e9523f'), k.line('M116 110 L118 26', 8, '#3d7fd1'), k.line('M134 110 L156 40', 8, '#f2c14e'),
    k.path('M70 100 L170 100 L162 204 L78 204 Z'),
    k.ellipse(120, 100, 50, 10, 'dark'),
    k.rect(98, 140, 44, 26, 3, 'light'),
  ].join(''),
  deskTray: (k) => [
    k.path('M30 110 L210 110 L196 190 L44 190 Z'),
    k.path('M30 110 L80 110 L80 190 L44 190 Z', 'dark'),
    k.line('M140 110 L140 190', 3, 'dark'),
    k.rect(44, 80, 24, 40, 3, NEUTRAL.paper), k.rect(96, 90, 34, 30, 3, NEUTRAL.kraft),
    k.line('M160 100 L172 60 M176 104 L190 64', 6, NEUTRAL.rubber),
  ].join(''),
} satisfies Record<string, Draw>;

/** Fitness, camping and cycling. */
export const SPORTS = {
  yogaMat: (k) => [
    k.path('M44 96 L176 96 L176 168 L44 168 Q30 132 44 96 Z'),
    k.ellipse(176, 132, 22, 36, 'dark'),
    k.line('M176 118 Q190 122 186 134 Q180 148 168 140 Q160 128 172 122', 2.5, 'light'),
    k.line('M84 94 L84 170 M140 94 L140 170', 5, NEUTRAL.rubber),
    k.path('M44 168 L190 168 L214 196 L60 196 Z', 'light'),
  ].join(''),
  dumbbell: (k) => [
    k.rect(70, 112, 100, 16, 6, NEUTRAL.steel),
    k.rect(30, 72, 28, 96, 10), k.rect(54, 84, 20, 72, 8, 'dark'),
    k.rect(182, 72, 28, 96, 10), k.rect(166, 84, 20, 72, 8, 'dark'),
    ...spread(5, 90, 150).map((x) => k.line(`M${x} 114 L${x} 126`, 1.5, '#7d838b')),
  ].join(''),
  band: (k) => [
    k.ellipse(120, 110, 84, 60, 'none'),
    `<ellipse cx="120" cy="110" rx="84" ry="60" fill="none" stroke="${k.paint.main}" stroke-width="18"/>`,
    k.ellipse(120, 110, 94, 70, 'none'), k.ellipse(120, 110, 74, 50, 'none'),
    k.rect(60, 170, 120, 34, 17, 'light'),
  ].join(''),
  tent: (k) => [
    k.path('M22 196 Q60 70 120 52 Q180 70 218 196 Z'),
    k.path('M120 52 Q140 120 150 196 L90 196 Q100 120 120 52 Z', 'dark'),
    k.path('M104 196 L120 120 L136 196 Z', NEUTRAL.rubber),
    k.line('M22 196 L8 210 M218 196 L232 210', 2),
    k.line('M40 150 Q120 110 200 150', 2, 'light'),
  ].join(''),
  foldingChair: (k) => [
    k.line('M64 200 L176 92 M176 200 L64 92', 6, NEUTRAL.steel),
    k.path('M60 50 L180 50 L176 120 L64 120 Z'),
    k.path('M56 120 L184 120 L176 142 L64 142 Z', 'dark'),
    k.line('M60 50 L50 40 M180 50 L190 40', 5, NEUTRAL.steel),
  ].join(''),
  sleepingBag: (k) => [
    k.path('M70 40 Q120 30 170 40 L190 200 Q120 214 50 200 Z'),
    k.ellipse(120, 60, 36, 18, 'dark'),
    ...spread(5, 88, 184).map((y) => k.line(`M${62 - (y - 88) * 0.1} ${y} Q120 ${y + 8} ${178 + (y - 88) * 0.1} ${y}`, 2, 'dark')),
    k.line('M170 40 L188 196', 2.5, NEUTRAL.metal),
  ].join(''),
  helmet: (k) => [
    k.path('M30 150 Q30 56 120 50 Q210 56 212 150 Q168 142 120 144 Q72 142 30 150 Z'),
    ...[[80, 80, 98, 70], [112, 66, 130, 66], [146, 70, 164, 80]].map(([x1, y1, x2, y2]) => k.path(`M${x1} ${y1! + 6} L${x2} ${y2! + 6} L${x2! - 4} ${y2! + 30} L${x1! + 4} ${y1! + 30} Z`, NEUTRAL.rubber)),
    k.path('M30 150 Q120 132 212 150 L206 162 Q120 148 36 162 Z', 'dark'),
    k.line('M70 160 L96 206 L144 206 L170 160', 2.5, NEUTRAL.rubber),
  ].join(''),
  glove: (k) => [
    k.path('M70 200 L70 110 L56 80 Q52 66 64 64 Q74 62 80 78 L88 96 L88 40 Q88 30 98 30 Q108 30 108 40 L108 90 L110 30 Q110 20 120 20 Q130 20 130 30 L130 90 L134 38 Q134 28 144 28 Q154 28 154 38 L152 100 L158 60 Q160 50 170 52 Q178 54 176 66 L170 130 L170 200 Z'),
    k.rect(66, 180, 108, 26, 6, 'dark'),
    k.path('M90 120 Q120 110 150 120 L150 150 Q120 160 90 150 Z', NEUTRAL.rubber),
  ].join(''),
  bikeLight: (k) => [
    k.path('M20 100 L70 110 L70 130 L20 140 Z', '#fff4c2'),
    k.rect(70, 92, 110, 56, 20),
    k.circle(92, 120, 18, '#fff7d1'),
    k.rect(130, 146, 20, 30, 4, NEUTRAL.rubber),
    k.rect(118, 172, 44, 14, 7, NEUTRAL.rubber),
  ].join(''),
} satisfies Record<string, Draw>;
