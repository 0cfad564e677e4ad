import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { GoodsSection } from './goods-section';

export const DDC_STEPS = ['mall.ddc.step.paste', 'mall.ddc.step.match', 'mall.ddc.step.order'] as const;
const DDC_PAGE_SIZE = 20;

/**
 * /mallDdc: the purchasing-agent mall. How it works, the link import box (given by the page that combines
 * features: exposed/MallDdc.tsx), then the purchasing-agent goods already in the catalogue.
 */
export function DdcMallPage({ importBox }: { importBox: ReactNode }) {
  return (
    <Stack gap="8" as="article">
      <Stack gap="2">
        <Heading as="h1" size="2xl"><FormattedMessage id="mall.ddc.title" /></Heading>
        <Text color="fg.muted" maxW="3xl"><FormattedMessage id="mall.ddc.intro" /></Text>
        <List.Root as="ol" gap="1" ps="5" fontSize="sm">
          {DDC_STEPS.map((step) => <List.Item key={step}><FormattedMessage id={step} /></List.Item>)}
        </List.Root>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="ddc-import">
        <Heading as="h2" size="lg" id="ddc-import"><FormattedMessage id="mall.ddc.importTitle" /></Heading>
        {importBox}
      </Stack>
      <GoodsSection id="ddc-goods" titleId="mall.ddc.goods" emptyId="mall.ddc.goodsEmpty"
        query={{ ddc: true, sort: 'newest', page: 0, size: DDC_PAGE_SIZE }} moreTo="/mallSearch?ddc=true" />
    </Stack>
  );
}
