import { Stack } from '@chakra-ui/react/stack';
import { CategoryNav } from './category-nav';
import { GoodsSection } from './goods-section';
import { TradingHall } from './trading-hall';

/** Goods per home row: two rows of five on a wide screen. */
export const HOME_ROW_SIZE = 10;

/**
 * The data-driven part of the home page: categories, recommended and new goods, the trading hall. A chunk
 * of its own (with the contract schemas and zod that check the answers), so the landing's heading, search
 * box and banners are drawn without waiting for it.
 */
export default function HomeCatalogue() {
  return (
    <Stack gap="8">
      <CategoryNav />
      <GoodsSection id="home-recommended" titleId="mall.home.recommended" emptyId="mall.home.recommendedEmpty"
        query={{ recommended: true, page: 0, size: HOME_ROW_SIZE }} moreTo="/mallSearch" />
      <GoodsSection id="home-newest" titleId="mall.home.newest" emptyId="mall.home.newestEmpty"
        query={{ sort: 'newest', page: 0, size: HOME_ROW_SIZE }} moreTo="/mallSearch?sort=newest" />
      <TradingHall />
    </Stack>
  );
}
