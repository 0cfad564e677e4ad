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

/** The yes / no / any filters: the query key, and the message suffixes of its yes and no choices. */
const YES_NO_FILTERS = [
  { key: 'ddc', yes: 'ddcOnly', no: 'regular' },
  { key: 'collected', yes: 'collectedOnly', no: 'catalogue' },
  { key: 'onSale', yes: 'onSaleOnly', no: 'offSale' },
] as const;

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
      {YES_NO_FILTERS.map(({ key, yes, no }) => (
        <Box key={key} minW={key === 'collected' ? '40' : '32'}>
          <SelectField
            label={text(`admin.mall.goods.filter.${key}`)}
            options={[all, { value: 'true', label: text(`admin.mall.goods.filter.${yes}`) }, { value: 'false', label: text(`admin.mall.goods.filter.${no}`) }]}
            value={filters[key]}
            onChange={(e) => onChange({ ...filters, [key]: yesNoAny(e.target.value) })}
          />
        </Box>
      ))}
    </HStack>
  );
}
