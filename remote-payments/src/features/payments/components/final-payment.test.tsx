import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from 'shared-contracts/mall/money';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { stubScreenWidth } from 'shared-contracts/test-support/screen-width';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { nodeFormData, tinyPngFile } from 'shared-contracts/test-support/upload-files';
import { mallPaymentMessages } from '../mall-payment-messages';
import { startFinalPaymentsServer } from '../test/final-payments-test-server';
import { MallPaymentPage } from './mall-payment-page';

// As exposed/MallPayment.tsx composes it: the online methods' and the receiving account's texts come along.
const Page = withRemoteMessages(MallPaymentPage, mallPaymentMessages);
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
    const payee = within(screen.getByRole('region', { name: 'Where to transfer' }));
    for (const text of ['Vietcombank', 'Hanoi branch', '0011004567890', formatMoney(498_924, 'en', 'VND')]) expect(payee.getByText(text)).toBeDefined();
    // The reference, in its row and in the note that asks for it.
    expect(payee.getAllByText('PO20261120000021')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Amount remitted (VND)' })).toHaveProperty('value', '498924');
  });

  it('on a phone, draws a card per line with the quantity to take and what it costs, no table', async () => {
    const restoreWidth = stubScreenWidth(360);
    try {
      loginAs(['purchaser']);
      renderPage(21);
      await screen.findByText('Package handling fee (2 packages)');
      expect(screen.queryByRole('table')).toBeNull();
      const cup = within(take('Thermos cup', 3).closest('li') as HTMLElement);
      expect(cup.getByText('Thermos cup')).toBeDefined();
      expect(cup.getByText(cny(3333 * 3))).toBeDefined();
      fireEvent.change(take('Thermos cup', 3), { target: { value: '4' } });
      expect(await cup.findByText('A quantity is more than was stocked for that line.')).toBeDefined();
    } finally {
      restoreWidth();
    }
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

  it('pays the balance by card for exactly the quantities shown, the card held back while the balance is recomputed', async () => {
    loginAs(['purchaser']);
    renderPage(21);
    await screen.findByText('Package handling fee (2 packages)');
    const card = 'Online payment in RMB with a domestic bank card';
    await waitFor(() => {
      const radio = screen.getByRole('radio', { name: card }) as HTMLInputElement;
      expect(radio.disabled).toBe(false);
      fireEvent.click(radio);
      expect(radio.checked).toBe(true);
    });
    const form = await screen.findByRole('form', { name: 'Bank card details' });
    // The bank transfer and its receiving account give way to the card.
    expect(screen.queryByRole('form', { name: 'Bank transfer details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Where to transfer' })).toBeNull();
    expect(screen.getByText(`You pay ${cny(13_859)} in RMB.`)).toBeDefined();
    const getCode = within(form).getByRole('button', { name: 'Get the SMS code' }) as HTMLButtonElement;
    fireEvent.change(take('Thermos cup', 3), { target: { value: '1' } });
    expect(getCode.disabled).toBe(true);
    await waitFor(() => expect(screen.getByText(`You pay ${cny(6306)} in RMB.`)).toBeDefined());
    await waitFor(() => expect(getCode.disabled).toBe(false));
    const type = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/^Cardholder's real name/, '张伟');
    type(/^Phone number registered with the bank/, '13800138000');
    type(/^ID card number/, '11010519491231002X');
    type(/^Bank card number/, '6222 0212 3456 7890');
    type(/^Payment password/, '902468');
    fireEvent.click(getCode);
    expect(await screen.findByRole('heading', { name: 'Enter the SMS code' })).toBeDefined();
    expect(server.state.onlineStarts).toEqual([expect.objectContaining({
      orderId: 21, kind: 'final', method: 'ONLINE_RMB_CARD', quantities: [{ lineId: 210, quantity: 1 }, { lineId: 211, quantity: 2 }],
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
    expect(screen.queryByRole('region', { name: 'Where to transfer' })).toBeNull();
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
