import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from 'shared-contracts/mall/money';
import { mergeMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { finalPaymentMessages } from '../final-messages';
import { paymentMessages } from '../messages';
import { startFinalPaymentsServer } from '../test/final-payments-test-server';
import { nodeFormData, tinyPngFile } from '../test/tiny-png';
import { MallPaymentPage } from './mall-payment-page';

const Page = withRemoteMessages(MallPaymentPage, mergeMessages(paymentMessages, finalPaymentMessages));
const { server } = pageTestServer(startFinalPaymentsServer);
const renderPage = (id: number) => renderWithProviders(<Page />, { path: `/mallPayment/${id}?kind=final`, route: '/mallPayment/:id' });
const cny = (fen: number) => formatMoney(fen, 'en');
const amountDue = () => within(screen.getByRole('region', { name: 'Amount due' }));
const take = (goods: string, stocked: number) => screen.getByRole('textbox', { name: `Quantity to take of ${goods} (0 to ${stocked})` });
const submitButton = () => screen.getByRole('button', { name: 'Submit the transfer' }) as HTMLButtonElement;

beforeAll(async () => { vi.stubGlobal('FormData', await nodeFormData()); });
afterAll(() => { vi.unstubAllGlobals(); });
beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('/mallPayment/:id?kind=final', () => {
  it('starts from everything stocked: the breakdown, the receiving account and the transfer form', async () => {
    loginAs(['purchaser']);
    renderPage(21);
    expect(await screen.findByRole('heading', { name: 'Pay the final balance' })).toBeDefined();
    expect(await screen.findByText('Package handling fee (2 packages)')).toBeDefined();
    expect(take('Thermos cup', 3)).toHaveProperty('value', '3');
    expect(take('Cup lid', 2)).toHaveProperty('value', '2');
    for (const text of [cny(13_997), cny(420), cny(2000), cny(1642), cny(-4200), cny(13_859), formatMoney(498_924, 'en', 'VND')]) {
      expect(amountDue().getByText(text)).toBeDefined();
    }
    const payee = within(screen.getByRole('region', { name: 'Receiving account' }));
    expect(payee.getByText('Vietcombank, Hanoi branch')).toBeDefined();
    expect(payee.getByText('0011004567890')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Amount remitted (VND)' })).toHaveProperty('value', '498924');
  });

  it('asks the balance again once the buyer stops typing, and pays for exactly what is shown', async () => {
    loginAs(['purchaser']);
    renderPage(21);
    await screen.findByText('Package handling fee (2 packages)');
    fireEvent.change(take('Thermos cup', 3), { target: { value: '1' } });
    // Not submittable while the shown balance is not for the quantities typed.
    expect(submitButton().disabled).toBe(true);
    await waitFor(() => expect(amountDue().getByText(cny(6306))).toBeDefined());
    expect(server.state.dueQueries.at(-1)).toBe('210:1,211:2');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.getByRole('textbox', { name: 'Amount remitted (VND)' })).toHaveProperty('value', '227016');

    fireEvent.change(screen.getByRole('textbox', { name: "Remitter's name" }), { target: { value: 'Lê Minh Tuấn' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Remitting bank' }), { target: { value: 'Vietcombank' } });
    fireEvent.change(screen.getByLabelText(/^Transfer voucher screenshot/), { target: { files: [tinyPngFile()] } });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Transfer submitted' })).toBeDefined();
    expect(server.state.transfers).toEqual([expect.objectContaining({
      orderId: 21, kind: 'final', remittedAmount: 227_016, quantities: [{ lineId: 210, quantity: 1 }, { lineId: 211, quantity: 2 }],
    })]);
  });

  it('refuses a quantity above what was stocked, or nothing at all, before asking', async () => {
    loginAs(['purchaser']);
    renderPage(21);
    await screen.findByText('Package handling fee (2 packages)');
    fireEvent.change(take('Cup lid', 2), { target: { value: '3' } });
    expect(await screen.findByText('A quantity is more than was stocked for that line.')).toBeDefined();
    fireEvent.change(take('Cup lid', 2), { target: { value: '0' } });
    fireEvent.change(take('Thermos cup', 3), { target: { value: '0' } });
    expect(await screen.findByText('Please take at least one unit.')).toBeDefined();
    expect(submitButton().disabled).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(server.state.dueQueries).toEqual([null]);
  });

  it('when the deposit covers the balance, confirms the quantities instead of a transfer', async () => {
    loginAs(['purchaser']);
    renderPage(21);
    await screen.findByText('Package handling fee (2 packages)');
    fireEvent.change(take('Thermos cup', 3), { target: { value: '0' } });
    fireEvent.change(take('Cup lid', 2), { target: { value: '1' } });
    const confirm = await screen.findByRole('button', { name: 'Confirm the quantities' }) as HTMLButtonElement;
    expect(screen.queryByRole('form', { name: 'Bank transfer details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Receiving account' })).toBeNull();
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    expect(await screen.findByText('Covered by the deposit')).toBeDefined();
    expect(server.state.confirmations).toEqual([{ orderId: 21, quantities: [{ lineId: 210, quantity: 0 }, { lineId: 211, quantity: 1 }], remarks: null }]);
  });

  it('shows why a rejected balance was refused, and explains orders that cannot pay it now', async () => {
    loginAs(['purchaser']);
    const { unmount } = renderPage(22);
    expect(await screen.findByText('Reason: Số tiền chuyển không khớp. Please check it and pay again.')).toBeDefined();
    unmount();
    for (const [id, title] of [[23, 'Stocking is not complete yet'], [24, 'Your final payment is being reviewed'], [25, 'The final balance of this order has been paid']] as const) {
      const view = renderPage(id);
      expect(await screen.findByRole('heading', { name: title })).toBeDefined();
      expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(`/myOrderDetail/${id}`);
      view.unmount();
    }
  });
});
