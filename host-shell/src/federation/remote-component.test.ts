import { describe, expect, it } from 'vitest';
import { parseRemoteComponent } from './remote-component';

describe('parseRemoteComponent', () => {
  it.each([
    ['orders/OrderList', 'orders', 'OrderList'],
    ['admin/system/Menu', 'admin', 'system/Menu'],
    ['mall-ddc/Cashier_2', 'mall-ddc', 'Cashier_2'],
  ])('reads %s as remote %s, module %s', (component, remote, module) => {
    expect(parseRemoteComponent(component)).toEqual({ id: component, remote, module });
  });

  it.each(['Layout', 'ParentView', '', 'orders', 'orders/', '/OrderList', 'Orders/OrderList', 'orders//List', 'orders/../admin', 'orders/List?x=1', 'http://evil/x'])(
    'refuses %j',
    (component) => {
      expect(parseRemoteComponent(component)).toBeNull();
    },
  );
});
