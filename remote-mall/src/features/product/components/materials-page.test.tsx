import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../../catalogue/test/mall-test-server';
import { productMessages } from '../messages';
import { MaterialsPage } from './materials-page';

const Page = withRemoteMessages(MaterialsPage, productMessages);
pageTestServer(startMallServer);

describe('promotion materials page', () => {
  it('previews pictures, lists other files, and downloads each from its URL', async () => {
    renderWithProviders(<Page />, { path: '/mallMaterial/7', route: '/mallMaterial/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion materials: Cotton short-sleeve T-shirt' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the product' }).getAttribute('href')).toBe('/mallDetail/7');

    const pictures = within(screen.getByRole('region', { name: 'Pictures' }));
    const picture = pictures.getByRole('link', { name: 'Download Main picture' });
    expect(picture.getAttribute('href')).toBe('/api/mall-files/materials/7/main.png');
    expect(picture.getAttribute('download')).toBe('main.png');
    // The preview is the picture's thumbnail; the download is the original.
    expect(pictures.getByRole('img', { name: 'Main picture' }).getAttribute('src')).toBe('/api/mall-files/materials/7/main.png.thumb.webp');

    const files = within(screen.getByRole('region', { name: 'Files' }));
    // No title in any language: the file name stands in.
    const pdf = files.getByRole('link', { name: 'Download catalogue.pdf' });
    expect(pdf.getAttribute('href')).toBe('/api/mall-files/materials/7/catalogue.pdf');
    expect(pdf.getAttribute('download')).toBe('catalogue.pdf');
    expect(files.getByText(/2 MB/)).toBeDefined();
  });

  it('says when the goods does not exist', async () => {
    renderWithProviders(<Page />, { path: '/mallMaterial/404', route: '/mallMaterial/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeDefined();
  });
});
