import type { I18nText } from '../../db/schema';
import { COLOURS, PACKS, SPECS, type T3 } from './taxonomy';

/** The catalogue seed's attribute values by their cn text; sizes (M, 39) and capacities (500ml) read the same everywhere. */
const VALUES = new Map<string, T3>([...COLOURS, ...SPECS, ...PACKS].map((v) => [v.cn, v]));

/**
 * A seeded SKU's specification ("白色 / M", its values joined in their order) in the three languages ("White / M",
 * "Trắng / M"): for order lines, which keep the specification as text.
 */
export function seededSpecI18n(specText: string): I18nText {
  const inLanguage = (language: 'en' | 'vi') => specText.split(' / ').map((v) => VALUES.get(v)?.[language] ?? v).join(' / ');
  return { cn: specText, en: inLanguage('en'), vi: inLanguage('vi') };
}
