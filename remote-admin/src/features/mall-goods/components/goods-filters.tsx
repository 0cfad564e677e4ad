import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { useIntl } from 'react-intl';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../mall-shared/components/select-field';
import { useCategoryOptions } from '../../mall-shared/hooks/use-category-options';
import type { GoodsListQuery } from '../api/get-admin-goods';

type Filters = Omit<GoodsListQuery, 'page' | 'size'>;
type Props = { filters: Filters; onChange: (filters: Filters) => void };

const yesNoAny = (v: string): 'true' | 'false' | '' => (v === 'true' || v === 'false' ? v : '');

/** Keyword (any language, as the mall searches), category (with its sub-categories), ddc, collected and on-sale filters. */
export function GoodsFilters({ filters, onChange }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const all = { value: '', label: text('admin.filter.all') };
  const categories = useCategoryOptions(all);
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <Box flex="2" minW="xs">
        <SearchBox
          label={text('admin.mall.goods.search')}
          placeholder={text('admin.mall.goods.searchPlaceholder')}
          onSearch={(keyword) => onChange({ ...filters, keyword })}
        />
      </Box>
      <Box flex="1" minW="40">
        <SelectField
          label={text('admin.mall.goods.filter.category')}
          options={categories.options}
          value={String(filters.categoryId)}
          onChange={(e) => onChange({ ...filters, categoryId: e.target.value === '' ? '' : Number(e.target.value) })}
        />
      </Box>
      <Box minW="32">
        <SelectField
          label={text('admin.mall.goods.filter.ddc')}
          options={[all, { value: 'true', label: text('admin.mall.goods.filter.ddcOnly') }, { value: 'false', label: text('admin.mall.goods.filter.regular') }]}
          value={filters.ddc}
          onChange={(e) => onChange({ ...filters, ddc: yesNoAny(e.target.value) })}
        />
      </Box>
      <Box minW="40">
        <SelectField
          label={text('admin.mall.goods.filter.collected')}
          options={[all, { value: 'true', label: text('admin.mall.goods.filter.collectedOnly') }, { value: 'false', label: text('admin.mall.goods.filter.catalogue') }]}
          value={filters.collected}
          onChange={(e) => onChange({ ...filters, collected: yesNoAny(e.target.value) })}
        />
      </Box>
      <Box minW="32">
        <SelectField
          label={text('admin.mall.goods.filter.onSale')}
          options={[all, { value: 'true', label: text('admin.mall.goods.filter.onSaleOnly') }, { value: 'false', label: text('admin.mall.goods.filter.offSale') }]}
          value={filters.onSale}
          onChange={(e) => onChange({ ...filters, onSale: yesNoAny(e.target.value) })}
        />
      </Box>
    </HStack>
  );
}
