import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { interestMessages } from '../messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { interestFixture, startInterestServer } from '../test/interest-test-server';
import { yuanToFen } from '../utils/interest-form';
import { AddInterestPage } from './add-interest-page';
import { MyInterestsPage } from './my-interests-page';

const Add = withRemoteMessages(AddInterestPage, interestMessages);
const Mine = withRemoteMessages(MyInterestsPage, interestMessages);
const withHost = (ui: React.ReactElement) => <RemoteMessages messages={authMessages}>{ui}</RemoteMessages>;

let server: Awaited<ReturnType<typeof startInterestServer>>;
beforeAll(async () => { server = await startInterestServer(); });
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => {
  Object.assign(server.state, { mine: [], posts: [], nextPost: null });
  server.requests.length = 0;
});

describe('yuanToFen', () => {
  it.each([['12.5', 1250], ['0.05', 5], ['3', 300], ['', null], [' 7.25 ', 725]])('%s → %s', (text, fen) => expect(yuanToFen(text)).toBe(fen));
  it.each(['1.234', '-1', 'abc', '1,5'])('%s is not a price', (text) => expect(yuanToFen(text)).toBeNaN());
});

describe('/addInterest', () => {
  it('asks an anonymous visitor to sign in and sends nothing', async () => {
    renderWithProviders(withHost(<Add />), { path: '/addInterest' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2FaddInterest');
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests).toHaveLength(0);
  });

  it('needs a link or a name before anything is sent', async () => {
    loginAs(['purchaser']);
    renderWithProviders(withHost(<Add />), { path: '/addInterest' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a product link or a product name.')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'Expected unit price (CNY, yuan)' }), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid number.')).toBeDefined();
    expect(server.state.posts).toEqual([]);
  });

  it('sends the price in fen and goes to /myInterest', async () => {
    loginAs(['purchaser']);
    renderWithProviders(withHost(<Add />), { path: '/addInterest' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Product name' }), { target: { value: 'Bamboo steamer 30cm' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Expected unit price (CNY, yuan)' }), { target: { value: '12.5' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Quantity/ }), { target: { value: '200' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Remarks' }), { target: { value: 'Lids too' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/myInterest'));
    expect(server.state.posts).toEqual([{ link: null, name: 'Bamboo steamer 30cm', expectedPrice: 1250, quantity: 200, remarks: 'Lids too' }]);
  });

  it('shows the server field errors on their fields', async () => {
    loginAs(['purchaser']);
    server.state.nextPost = { status: 400, body: { status: 400, message: 'error.validation', errors: [{ path: 'link', message: 'mall.linkUnsupported' }] } };
    renderWithProviders(withHost(<Add />), { path: '/addInterest' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Product link' }), { target: { value: 'https://example.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const link = screen.getByRole('textbox', { name: 'Product link' });
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('location').textContent).toBe('/addInterest');
    expect(notify).toHaveBeenCalled();
  });
});

describe('/myInterest', () => {
  it('lists the interests with state, reply and linked goods', async () => {
    loginAs(['purchaser']);
    server.state.mine = [
      interestFixture(2, { name: 'Silk scarf', status: 'quoted', reply: 'Found it at ¥8', goodsId: 77, expectedPrice: 900, quantity: 50 }),
      interestFixture(1, { name: null, link: 'https://detail.1688.com/offer/123.html', status: 'pending' }),
    ];
    renderWithProviders(withHost(<Mine />), { path: '/myInterest' });
    const scarf = within((await screen.findByText('Silk scarf')).closest('li') as HTMLElement);
    expect(scarf.getByText('Replied')).toBeDefined();
    expect(scarf.getByText('Reply: Found it at ¥8')).toBeDefined();
    expect(scarf.getByText(`Expected price: ${formatMoney(900, 'en')}`)).toBeDefined();
    expect(scarf.getByRole('link', { name: 'See the product in the mall' }).getAttribute('href')).toBe('/mallDetail/77');
    const link = within(screen.getByText('https://detail.1688.com/offer/123.html').closest('li') as HTMLElement);
    expect(link.getByText('Pending')).toBeDefined();
    expect(link.getByText('No reply yet.')).toBeDefined();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/interests/mine?page=0&size=10']);
  });

  it('pages through the interests', async () => {
    loginAs(['purchaser']);
    server.state.mine = Array.from({ length: 12 }, (_, i) => interestFixture(i + 1, { name: `Item ${i + 1}` }));
    renderWithProviders(withHost(<Mine />), { path: '/myInterest' });
    expect(await screen.findByText('Page 1 of 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Item 12')).toBeDefined();
    expect(server.requests.some((r) => r.url === '/api/interests/mine?page=1&size=10')).toBe(true);
  });

  it('offers /addInterest when there is nothing yet', async () => {
    loginAs(['purchaser']);
    renderWithProviders(withHost(<Mine />), { path: '/myInterest' });
    expect(await screen.findByText('No products of interest yet')).toBeDefined();
    expect(screen.getAllByRole('link', { name: 'Add a product of interest' }).every((a) => a.getAttribute('href') === '/addInterest')).toBe(true);
  });
});
