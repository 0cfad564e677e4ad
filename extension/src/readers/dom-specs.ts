/**
 * The DOM fallback's SKUs: a page drawn without its data lists the specification groups and their values, marks
 * sold-out values with a class, and shows one price. Every combination is a SKU at that price; a combination with a
 * sold-out value is sold out (stock 0); the stock of the others is not shown (null).
 */
import type { ReadSku } from '../shared/read-item';
import { combinations } from './reader-kit';

export type DomSpecSelectors = { group: string; name: string; value: string; soldOut: string };

export function skusFromDom(doc: ParentNode, sel: DomSpecSelectors, price: number, moq = 1): ReadSku[] {
  const soldOut = new Set<string>();
  const specs = Array.from(doc.querySelectorAll(sel.group)).map((group) => {
    const name = group.querySelector(sel.name)?.textContent?.replace(/\s+/g, ' ').trim().replace(/[:：]$/, '') ?? '';
    const values = Array.from(group.querySelectorAll(sel.value)).map((el) => {
      const value = el.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (el.matches(sel.soldOut)) soldOut.add(`${name}\u0000${value}`);
      return value;
    }).filter(Boolean);
    return { name, values };
  }).filter((spec) => spec.name && spec.values.length > 0);
  const attrsList = specs.length > 0 ? combinations(specs) : [{}];
  return attrsList.map((attrs) => ({
    attrs,
    price,
    stock: Object.entries(attrs).some(([name, value]) => soldOut.has(`${name}\u0000${value}`)) ? 0 : null,
    moq,
  }));
}
