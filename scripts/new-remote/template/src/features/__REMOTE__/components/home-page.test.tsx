import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { homeMessages } from '../messages';
import { HomePage } from './home-page';

const Page = withRemoteMessages(HomePage, homeMessages);

describe('__REMOTE__/__PAGE__', () => {
  it('shows its title and text in the portal language', () => {
    renderWithProviders(<Page />, { locale: 'vi' });
    expect(screen.getByRole('heading', { level: 1, name: '__TITLE__' })).toBeDefined();
    expect(screen.getByText(/Trang này đến từ module từ xa __REMOTE__/)).toBeDefined();
  });
});
