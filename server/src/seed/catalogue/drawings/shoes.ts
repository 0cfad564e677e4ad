import { NEUTRAL, spread, type Draw } from './kit';

/** Drawn around y 100–180: set down onto the backdrop's floor. */
const onFloor = (svg: string) => `<g transform="translate(0 26)">${svg}</g>`;

/** Shoes from the side, toe to the left. */
export const SHOES = {
  sneaker: (k) => onFloor([
    k.path('M30 150 Q30 120 60 112 L96 100 Q110 82 132 78 L160 76 Q176 92 196 96 Q210 100 210 130 L210 150 Z'),
    k.path('M26 150 L212 150 Q214 172 196 174 L42 174 Q24 172 26 150 Z', NEUTRAL.sole),
    k.line('M40 162 L200 162', 1.5),
    ...spread(4, 100, 146).map((x) => k.line(`M${x} ${104 - (x - 100) * 0.45} L${x + 12} ${112 - (x - 100) * 0.45}`, 2.5, NEUTRAL.sole)),
    k.path('M160 76 Q176 92 196 96 Q204 112 188 118 Q170 104 158 94 Z', 'dark'),
    k.line('M66 128 Q120 112 176 132', 3, 'light'),
  ].join('')),
  hightop: (k) => onFloor([
    k.path('M30 152 Q30 124 60 116 L100 106 L118 64 Q130 44 160 42 L186 44 Q196 70 198 96 Q212 104 210 152 Z'),
    k.path('M26 152 L212 152 Q214 174 196 176 L42 176 Q24 174 26 152 Z', NEUTRAL.sole),
    k.path('M160 42 L186 44 Q196 70 198 96 L176 96 Q170 66 160 42 Z', 'dark'),
    ...spread(5, 112, 150).map((x, i) => k.line(`M${x} ${100 - i * 9} L${x + 14} ${108 - i * 9}`, 2.5, NEUTRAL.sole)),
    k.circle(160, 118, 12, 'light', 2),
  ].join('')),
  dressShoe: (k) => onFloor([
    k.path('M28 156 Q26 132 54 124 L110 110 Q126 96 150 96 L186 98 Q206 104 206 130 L206 156 Z'),
    k.path('M26 156 L206 156 L206 166 L34 166 Q24 164 26 156 Z', 'dark'),
    k.rect(168, 160, 34, 20, 3, 'dark'),
    k.line('M112 110 Q140 118 150 96', 2),
    k.shine('M50 132 Q80 122 108 116 L106 122 Q80 128 52 138 Z', 0.35),
  ].join('')),
  boot: (k) => onFloor([
    k.path('M40 160 Q38 132 66 126 L108 118 L110 44 L180 44 L182 120 Q202 128 202 160 Z'),
    k.path('M34 160 L208 160 L208 184 L34 184 Q30 172 34 160 Z', NEUTRAL.rubber),
    ...spread(9, 40, 200).map((x) => k.line(`M${x} 184 L${x} 178`, 2, '#6a6a70')),
    k.path('M110 44 L180 44 L180 54 L110 54 Z', 'dark'),
    ...spread(5, 62, 110).map((y) => k.line(`M126 ${y} L164 ${y + 6} M126 ${y + 6} L164 ${y}`, 2, NEUTRAL.gold)),
    k.line('M40 168 L204 168', 2, NEUTRAL.gold),
  ].join('')),
  sandal: (k) => onFloor([
    k.path('M24 166 Q24 150 44 150 L196 150 Q216 150 214 166 L212 176 L26 176 Z', NEUTRAL.kraft),
    k.path('M70 150 Q96 96 130 98 L138 110 Q104 112 90 150 Z'),
    k.path('M130 150 Q150 104 176 112 L178 126 Q158 126 150 150 Z'),
    k.path('M166 150 Q176 110 200 118 Q210 132 200 150 Z'),
    k.line('M30 170 L208 170', 1.5),
  ].join('')),
  slipper: (k) => onFloor([
    k.path('M22 168 Q22 152 44 152 L196 152 Q216 152 216 168 L214 180 L24 180 Z', 'dark'),
    k.path('M48 152 Q60 100 112 96 Q150 96 160 152 Z'),
    k.shine('M70 130 Q90 108 120 106 L118 114 Q94 118 78 136 Z'),
    k.line('M60 138 L150 138', 2, 'light'),
  ].join('')),
  clog: (k) => onFloor([
    k.path('M26 160 Q22 118 62 104 Q110 88 150 96 L174 100 Q208 110 208 150 L208 166 L30 166 Z'),
    k.path('M24 162 L210 162 Q212 178 196 180 L40 180 Q22 178 24 162 Z', 'dark'),
    ...[[62, 118], [84, 110], [106, 106], [128, 104], [74, 132], [96, 126], [118, 122]].map(([x, y]) => k.ellipse(x!, y!, 5, 3.5, 'dark')),
    k.path('M150 96 Q184 78 200 120 L190 124 Q180 96 156 106 Z', 'light'),
    k.circle(184, 120, 6, 'light', 2),
  ].join('')),
} satisfies Record<string, Draw>;
