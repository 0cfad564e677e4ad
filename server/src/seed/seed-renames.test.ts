import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATES } from 'shared-contracts/mall/order-state';
import { useTestServer } from '../../test/harness';
import { rows } from '../../test/rows';
import { seedDemo } from './demo';

const { server } = useTestServer();

describe('seeding a database seeded before issue 8', () => {
  it("moves the cart menu entry to mall/MyCart and the order statuses to the state machine's names", async () => {
    const db = server.database.db;
    await db.execute(sql`update sys_menu set component = 'mall/Cart' where component_name = 'MyCart'`);
    await db.execute(sql`update sys_dict_detail set value = 'DEPOSIT_UNPAID', label = '待付定金（改）'
      where value = 'depositPending' and dict_id = (select id from sys_dict where name = 'order_status')`);
    await seedDemo(db);
    await seedDemo(db);
    expect(await rows(server, sql`select component from sys_menu where component_name = 'MyCart'`)).toEqual([{ component: 'mall/MyCart' }]);
    const values = await rows<{ value: string; label: string }>(server, sql`select value, label from sys_dict_detail
      where dict_id = (select id from sys_dict where name = 'order_status') order by dict_sort, id`);
    expect(values.map((v) => v.value)).toEqual([...ORDER_STATES]);
    // The admin's label edit survives the rename.
    expect(values[0]).toEqual({ value: 'depositPending', label: '待付定金（改）' });
  });

  it('puts the mall message texts into the mall dictionaries', async () => {
    const texts = await rows<{ name: string; label: string }>(server, sql`select d.name, dd.label from sys_dict_detail dd
      join sys_dict d on d.id = dd.dict_id where dd.value = 'mall.specRequired' order by d.name`);
    expect(texts).toEqual([
      { name: 'mall_cn', label: '请先选择规格' },
      { name: 'mall_en', label: 'Please Select The Specifications First' },
      { name: 'mall_vi', label: 'Vui lòng chọn quy cách trước' },
    ]);
  });
});

describe('seeding a database seeded before issue 10', () => {
  it('turns the SQL monitor iFrame to /druid/index.html into the portal page, leaving an entry an admin changed', async () => {
    const db = server.database.db;
    await db.execute(sql`update sys_menu set i_frame = true, path = '/druid/index.html', component = null where component_name = 'Sql'`);
    await seedDemo(db);
    expect(await rows(server, sql`select i_frame as "iFrame", path, component from sys_menu where component_name = 'Sql'`))
      .toEqual([{ iFrame: false, path: 'sql', component: 'admin/monitor/Sql' }]);
    await db.execute(sql`update sys_menu set i_frame = true, path = 'https://grafana.example.com/d/sql', component = null where component_name = 'Sql'`);
    await seedDemo(db);
    expect(await rows(server, sql`select i_frame as "iFrame", path from sys_menu where component_name = 'Sql'`))
      .toEqual([{ iFrame: true, path: 'https://grafana.example.com/d/sql' }]);
  });
});
