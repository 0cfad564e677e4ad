import { NEUTRAL, spread, type Draw } from './kit';

/** Storage, bedding and decoration. */
export const HOME = {
  storageBox: (k) => [
    k.path('M44 96 L196 96 L186 200 L54 200 Z'),
    k.rect(36, 78, 168, 22, 6, 'dark'),
    k.rect(100, 120, 40, 12, 6, '#00000033'),
    k.shade('M44 96 L196 96 L195 106 L45 106 Z', 0.12),
  ].join(''),
  hanger: (k) => [
    k.line('M120 92 L120 70 Q120 44 136 46 Q150 48 146 62', 4, NEUTRAL.steel),
    k.path('M120 90 L214 168 Q220 178 206 178 L34 178 Q20 178 26 168 Z', 'main', 3),
    k.path('M120 104 L192 164 L48 164 Z', '#f4f1ea'),
  ].join(''),
  shelf: (k) => [
    k.rect(50, 36, 10, 170, 3), k.rect(180, 36, 10, 170, 3),
    ...[70, 120, 170].map((y) => k.rect(46, y, 148, 10, 3, 'dark')),
    k.rect(70, 42, 30, 28, 3, NEUTRAL.kraft), k.rect(136, 96, 24, 24, 12, NEUTRAL.glass),
    k.rect(76, 140, 46, 30, 4, NEUTRAL.paper),
  ].join(''),
  bedding: (k) => [
    k.rect(30, 60, 24, 140, 6, NEUTRAL.wood),
    k.rect(50, 120, 164, 60, 8, NEUTRAL.paper),
    k.path('M90 112 Q150 100 212 112 L212 176 Q150 186 90 176 Z'),
    k.rect(56, 98, 50, 28, 12, 'light'),
    k.rect(204, 150, 12, 50, 4, NEUTRAL.wood),
    ...spread(4, 110, 196).map((x) => k.line(`M${x} 114 L${x} 178`, 1.5, 'light')),
  ].join(''),
  pillow: (k) => [
    k.path('M46 66 Q120 48 194 66 Q206 120 194 176 Q120 194 46 176 Q34 120 46 66 Z'),
    k.line('M62 82 Q120 70 178 82 Q188 120 178 160 Q120 172 62 160 Q52 120 62 82 Z', 1.5, 'dark'),
    k.shine('M70 90 Q100 80 130 84 L128 92 Q100 90 76 100 Z'),
  ].join(''),
  blanket: (k) => [
    k.rect(44, 150, 152, 44, 10, 'dark'),
    k.rect(50, 110, 148, 44, 10),
    k.rect(40, 70, 150, 44, 10, 'light'),
    ...spread(8, 56, 174).map((x) => k.line(`M${x} 76 L${x} 108`, 1.5, 'main')),
  ].join(''),
  vase: (k) => [
    k.line('M110 70 Q96 40 80 30 M124 70 Q132 36 150 24 M118 72 Q120 50 112 22', 3, '#4f8a55'),
    k.circle(80, 30, 10, '#f2c14e'), k.circle(150, 24, 10, '#ea8aa6'), k.circle(112, 22, 9, '#f5f0e6'),
    k.path('M100 70 L140 70 Q136 90 150 110 Q176 150 150 198 L90 198 Q64 150 90 110 Q104 90 100 70 Z'),
    k.shine('M96 120 Q86 150 98 186 L106 186 Q96 150 104 122 Z'),
  ].join(''),
  clock: (k) => [
    k.circle(120, 120, 84),
    k.circle(120, 120, 68, NEUTRAL.paper),
    ...spread(12, 0, 11).map((i) => {
      const a = (i / 12) * Math.PI * 2;
      return k.line(`M${120 + 60 * Math.cos(a)} ${120 + 60 * Math.sin(a)} L${120 + 52 * Math.cos(a)} ${120 + 52 * Math.sin(a)}`, i % 3 ? 2 : 4);
    }),
    k.line('M120 120 L120 76', 5), k.line('M120 120 L154 134', 4),
    k.circle(120, 120, 5, 'dark'),
  ].join(''),
} satisfies Record<string, Draw>;
