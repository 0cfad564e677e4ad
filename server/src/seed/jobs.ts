import { sql } from 'drizzle-orm';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { DbOrTx } from '../db/connect';
import { queryRows } from '../db/rows';
import type { I18nText } from '../db/schema';

type DemoJob = { name: string; i18n: I18nText; sort: number; holders?: string[] };

/** Positions of the demo organisation (docs/back-office.md); `holders` are demo usernames. */
const demoJobs: DemoJob[] = [
  { name: '总经理', i18n: { en: 'General manager', vi: 'Tổng giám đốc' }, sort: 1 },
  { name: '系统管理员', i18n: { en: 'System administrator', vi: 'Quản trị hệ thống' }, sort: 2, holders: ['admin'] },
  { name: '运营主管', i18n: { en: 'Operations supervisor', vi: 'Trưởng nhóm vận hành' }, sort: 3 },
  { name: '运营专员', i18n: { en: 'Operations specialist', vi: 'Chuyên viên vận hành' }, sort: 4, holders: ['operator'] },
  { name: '财务会计', i18n: { en: 'Accountant', vi: 'Kế toán' }, sort: 5 },
  { name: '出纳', i18n: { en: 'Cashier', vi: 'Thủ quỹ' }, sort: 6 },
  { name: '客服专员', i18n: { en: 'Customer service agent', vi: 'Nhân viên chăm sóc khách hàng' }, sort: 7 },
  { name: '采购专员', i18n: { en: 'Purchasing agent', vi: 'Nhân viên thu mua' }, sort: 8 },
  { name: '仓库管理员', i18n: { en: 'Warehouse keeper', vi: 'Thủ kho' }, sort: 9 },
  { name: '报关员', i18n: { en: 'Customs declarant', vi: 'Nhân viên khai báo hải quan' }, sort: 10 },
];

/**
 * Demo data (never production, docs/production.md): the jobs, by name. A job is linked to its demo holders only
 * when this seed creates it, so a link an administrator removed stays removed at the next start.
 */
export async function seedJobs(db: DbOrTx): Promise<void> {
  for (const job of demoJobs) {
    const [created] = await queryRows<{ id: number }>(db, sql`
      insert into sys_job (name, name_i18n, job_sort)
      values (${job.name}, ${JSON.stringify({ cn: job.name, ...job.i18n })}::jsonb, ${job.sort})
      on conflict (name) do nothing returning id`);
    if (!created) continue;
    for (const username of job.holders ?? []) {
      await db.execute(sql`
        insert into sys_users_jobs (user_id, job_id)
        select id, ${created.id} from sys_user where username_canonical = ${canonicalIdentity(username)}
        on conflict do nothing`);
    }
  }
}
