import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetailSchema, type OrderDelivery } from 'shared-contracts/api/orders';
import { RemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { shipmentMessages } from '../messages';
import { startShipmentsServer } from '../test/shipments-test-server';
import { OrderShipmentsSection } from './order-shipments-section';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const { server } = pageTestServer(startShipmentsServer);

/** Order 7 of the shipment fixtures, partly delivered: ten units delivered, ten still in the warehouse. */
const order = (delivery: OrderDelivery | null, status: 'pendingShipment' | 'shipping' = 'shipping') => orderDetailSchema.parse({
  id: 7, orderNo: 'PO20261120000007', status, acceptance: 'accepted', currency: 'CNY', goodsTotal: 66000, depositAmount: 19800,
  paidAmount: 66000, depositDueAt: null, quantity: 20, remarks: null, storeId: 1, storeName: '保温杯店', storeNameI18n: {},
  lines: [], createTime: '2026-11-20T08:00:00.000Z', events: [], delivery,
});
const draw = (o: ReturnType<typeof order>, locale: 'en' | 'vi' = 'en') =>
  renderWithProviders(<RemoteMessages messages={shipmentMessages}><OrderShipmentsSection order={o} /></RemoteMessages>, { locale });

describe("an order's delivery", () => {
  it('says where its goods are, lists the shipments drawing on it and confirms receipt of a delivered one', async () => {
    loginAs(['purchaser']);
    draw(order({ inWarehouse: 10, inTransit: 2, delivered: 2, received: 0 }));
    const section = within(screen.getByRole('region', { name: 'Delivery' }));
    const figure = (label: string) => section.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([figure('In the warehouse'), figure('On the way'), figure('Delivered'), figure('Receipt confirmed')]).toEqual(['10', '2', '2', '0']);
    expect(section.getByText('10 units are still in the warehouse: ship them from your stock.')).toBeDefined();
    expect(section.getByRole('link', { name: 'My stock' }).getAttribute('href')).toBe('/myStock');
    await section.findByRole('article', { name: 'SH20261124000001' });
    expect(server.queriesOf('/api/shipments/mine').at(-1)).toMatchObject({ orderId: '7' });
    expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['SH20261124000003', 'SH20261124000002', 'SH20261124000001']);

    fireEvent.click(section.getByRole('button', { name: 'Confirm receipt of shipment SH20261124000001' }));
    fireEvent.click(await within(await findDialog('alertdialog')).findByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(server.state.received).toEqual([1]));
    expect(await section.findByText('Receipt of shipment SH20261124000001 confirmed.')).toBeDefined();
  });

  it('is not there before the final payment made the goods the buyer\'s, and says when nothing has shipped yet', async () => {
    loginAs(['purchaser']);
    const view = draw(order(null, 'pendingShipment'));
    expect(screen.queryByRole('region')).toBeNull();
    view.unmount();
    server.state.shipments = [];
    draw(order({ inWarehouse: 20, inTransit: 0, delivered: 0, received: 0 }, 'pendingShipment'), 'vi');
    expect(await screen.findByText('Đơn hàng này chưa được gửi đi phần nào.')).toBeDefined();
    expect(screen.getByText('Còn 20 sản phẩm trong kho: hãy gửi đi từ kho hàng của bạn.')).toBeDefined();
  });
});
