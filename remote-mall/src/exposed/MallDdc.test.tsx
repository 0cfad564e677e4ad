import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../features/catalogue/test/mall-test-server';
import MallDdc from './MallDdc';

const { server } = pageTestServer(startMallServer);

describe('purchasing-agent mall', () => {
  it('explains the service, offers the link import and lists the purchasing-agent goods', async () => {
    renderWithProviders(<MallDdc />, { path: '/mallDdc', route: '/mallDdc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Purchasing-agent mall' })).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'Import a link' })).getAllByRole('textbox').length).toBeGreaterThan(0);
    const goods = within(screen.getByRole('region', { name: 'Purchasing-agent goods' }));
    expect(await goods.findByRole('link', { name: /Children's sneakers/ })).toBeDefined();
    expect(server.queriesOf('/api/goods')).toEqual([{ page: '0', size: '20', ddc: 'true', sort: 'newest' }]);
    expect(goods.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/mallSearch?ddc=true');
  });
});
