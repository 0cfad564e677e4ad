import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localized } from 'shared-contracts/mall/localized';
import { formatPriceRange } from 'shared-contracts/mall/money';
import { useErrorText } from '../../../hooks/use-error-text';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useGoodsSearch } from '../api/search-goods';

type GoodsPickerProps = {
  label: ReactNode;
  value: number | null;
  onChange: (goodsId: number | null) => void;
  /** A message key. */
  error?: string | undefined;
};

/**
 * The goods a request or an interest is answered with: typed by id, or found with the buyers' search and
 * chosen from the results. No inner <form> (this sits inside the dialogs' forms): Enter searches.
 */
export function GoodsPicker({ label, value, onChange, error }: GoodsPickerProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const results = useGoodsSearch(keyword);
  const searchLabel = intl.formatMessage({ id: 'admin.mall.goodsPicker.search' });

  return (
    <Stack gap="2">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        <Input
          size="sm"
          type="number"
          min={1}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Math.trunc(Number(e.target.value)))}
        />
        <Field.ErrorText>{errorText(error)}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Input
          size="sm"
          type="search"
          aria-label={searchLabel}
          placeholder={intl.formatMessage({ id: 'admin.mall.goodsPicker.placeholder' })}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            setKeyword(text.trim());
          }}
        />
        <Button size="sm" variant="outline" onClick={() => setKeyword(text.trim())}>
          <Search />
          {searchLabel}
        </Button>
      </HStack>
      {keyword && results.isPending ? <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.list.loading" /></Text> : null}
      {keyword && results.data?.length === 0 ? (
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="admin.mall.goodsPicker.none" values={{ keyword }} /></Text>
      ) : null}
      {results.data && results.data.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" maxH="48" overflowY="auto">
          {results.data.map((goods) => {
            const name = localized(goods.name, goods.nameI18n, locale);
            return (
              <HStack as="li" key={goods.id} justify="space-between" gap="2" fontSize="sm">
                <Text lineClamp={1}>
                  #{goods.id} {name} · {formatPriceRange(goods.minPrice, goods.maxPrice, locale)}
                </Text>
                <Button
                  size="2xs"
                  variant={value === goods.id ? 'solid' : 'outline'}
                  aria-pressed={value === goods.id}
                  aria-label={intl.formatMessage({ id: 'admin.mall.goodsPicker.chooseOf' }, { name })}
                  onClick={() => onChange(goods.id)}
                >
                  <FormattedMessage id="admin.mall.goodsPicker.choose" />
                </Button>
              </HStack>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
