import type { Sku } from 'shared-contracts/api/goods';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localizedAttrs } from 'shared-contracts/mall/localized';

/**
 * The specification picker's model, built from the SKUs' attributes. Groups and values are keyed by the cn
 * attribute name and value (what the SKUs hold); labels are the reader's language. A SKU's en/vi attributes
 * are its cn ones in the same order (shared-contracts localizedAttrs), so they are paired by position.
 */
export type SpecValue = { value: string; label: string };
export type SpecGroup = { name: string; label: string; values: SpecValue[] };
/** Chosen value per group name (cn). */
export type SpecSelection = Readonly<Record<string, string>>;

export function specGroupsOf(skus: readonly Sku[], locale: Locale): SpecGroup[] {
  const groups = new Map<string, { label: string; values: Map<string, string> }>();
  for (const sku of skus) {
    const names = Object.entries(sku.attrs);
    const labels = Object.entries(localizedAttrs(sku.attrs, sku.attrsI18n, locale));
    names.forEach(([name, value], i) => {
      const [nameLabel, valueLabel] = labels[i] ?? [name, value];
      let group = groups.get(name);
      if (!group) {
        group = { label: nameLabel, values: new Map() };
        groups.set(name, group);
      }
      if (!group.values.has(value)) group.values.set(value, valueLabel);
    });
  }
  return [...groups].map(([name, g]) => ({
    name, label: g.label, values: [...g.values].map(([value, label]) => ({ value, label })),
  }));
}

const matches = (sku: Sku, selection: SpecSelection) =>
  Object.entries(selection).every(([name, value]) => sku.attrs[name] === value);

/** The SKU of a complete selection (one value in every group), or null while a group is still open. */
export function skuOf(skus: readonly Sku[], groups: readonly SpecGroup[], selection: SpecSelection): Sku | null {
  if (groups.some((g) => selection[g.name] === undefined)) return null;
  return skus.find((sku) => matches(sku, selection) && Object.keys(sku.attrs).length === groups.length) ??
    skus.find((sku) => matches(sku, selection)) ?? null;
}

/**
 * Whether choosing `value` in `group` can still lead to an existing SKU given the other groups' choices
 * (the group's own current choice is set aside, as choosing replaces it). Unavailable values are disabled.
 */
export function isAvailable(skus: readonly Sku[], selection: SpecSelection, group: string, value: string): boolean {
  const others = Object.fromEntries(Object.entries(selection).filter(([name]) => name !== group));
  return skus.some((sku) => sku.attrs[group] === value && matches(sku, others));
}

/** Choosing a chosen value again clears it; otherwise it replaces that group's choice. */
export function toggleValue(selection: SpecSelection, group: string, value: string): SpecSelection {
  const next = { ...selection };
  if (next[group] === value) delete next[group];
  else next[group] = value;
  return next;
}

/** A goods with a single SKU has nothing to choose: it starts chosen. */
export function initialSelection(skus: readonly Sku[]): SpecSelection {
  return skus.length === 1 && skus[0] ? { ...skus[0].attrs } : {};
}
