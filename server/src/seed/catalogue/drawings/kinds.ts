import { ACCESSORIES } from './accessories';
import { APPAREL } from './apparel';
import { AUTO, PACKAGING } from './auto-packaging';
import { BAGS } from './bags';
import { ELECTRONICS, TOYS } from './electronics';
import { HOME } from './home';
import { BEAUTY, KITCHEN } from './kitchen';
import { SPORTS, STATIONERY } from './office-sports';
import { SHOES } from './shoes';

/** Every kind of goods the demo catalogue draws, by name (taxonomy.ts names each product's kind). */
export const DRAWINGS = {
  ...APPAREL, ...SHOES, ...BAGS, ...HOME, ...KITCHEN, ...ELECTRONICS, ...TOYS, ...BEAUTY, ...STATIONERY, ...SPORTS,
  ...AUTO, ...PACKAGING, ...ACCESSORIES,
};
export type Kind = keyof typeof DRAWINGS;
