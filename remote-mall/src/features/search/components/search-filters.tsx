import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { SEARCH_SORTS, type SearchSort } from 'shared-contracts/api/goods';
import { localized } from 'shared-contracts/mall/localized';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { flattenCategories, useCategories } from '../../catalogue/api/get-categories';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import type { SearchState } from '../utils/search-url';
import { PriceRangeForm } from './price-range-form';

type Props = { state: SearchState; onChange(patch: Partial<SearchState>): void };

const DDC_VALUES = { all: null, ddc: true, mall: false } as const;
const ddcKey = (ddc: boolean | null) => (ddc === null ? 'all' : ddc ? 'ddc' : 'mall');

/** Category (the tree, indented), price range, goods type and sort; each change rewrites the URL. */
export function SearchFilters({ state, onChange }: Props) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const categories = useCategories();
  const options = categories.data ? flattenCategories(categories.data) : [];
  const categoryKnown = state.categoryId === null || options.some((o) => o.category.id === state.categoryId);
  return (
    <Stack gap="4" as="section" aria-label={intl.formatMessage({ id: 'mall.search.filters' })}>
      <LabelledField label={<FormattedMessage id="mall.search.category" />}>
        <NativeSelect.Root size="sm" disabled={categories.isPending}>
          <NativeSelect.Field value={state.categoryId === null ? '' : String(state.categoryId)}
            onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{intl.formatMessage({ id: 'mall.search.allCategories' })}</option>
            {/* A category the tree does not (yet) list still shows as chosen rather than silently "all". */}
            {!categoryKnown && state.categoryId !== null ? (
              <option value={state.categoryId}>{intl.formatMessage({ id: 'mall.search.categoryNumber' }, { id: state.categoryId })}</option>
            ) : null}
            {options.map(({ category, depth }) => (
              <option key={category.id} value={category.id}>
                {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${localized(category.name, category.nameI18n, locale)}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>

      <PriceRangeForm key={`${state.minYuan}-${state.maxYuan}`} minYuan={state.minYuan} maxYuan={state.maxYuan} onApply={(minYuan, maxYuan) => onChange({ minYuan, maxYuan })} />

      <LabelledField label={<FormattedMessage id="mall.search.type" />}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={ddcKey(state.ddc)}
            onChange={(e) => onChange({ ddc: DDC_VALUES[e.target.value as keyof typeof DDC_VALUES] ?? null })}>
            <option value="all">{intl.formatMessage({ id: 'mall.search.type.all' })}</option>
            <option value="ddc">{intl.formatMessage({ id: 'mall.search.type.ddc' })}</option>
            <option value="mall">{intl.formatMessage({ id: 'mall.search.type.mall' })}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>

      <LabelledField label={<FormattedMessage id="mall.search.sort" />}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={state.sort} onChange={(e) => onChange({ sort: e.target.value as SearchSort })}>
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>{intl.formatMessage({ id: `mall.search.sort.${sort}` })}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>
    </Stack>
  );
}
