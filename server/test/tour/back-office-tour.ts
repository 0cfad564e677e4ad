import { sql } from 'drizzle-orm';
import { makeMember, pngBytes } from '../../src/modules/users/users-kit';
import { rows } from '../rows';
import { download, ok, upload, type Cast } from './tour-kit';

/**
 * The admin's back office: menus, dictionaries, users, roles, departments, jobs, sessions, the logs, the monitors,
 * the scheduled tasks and the file storage tool. (Backups and remote deployments have their own tours.)
 */
export async function backOfficeTour({ server, admin }: Cast): Promise<void> {
  const menus = await ok(server, 'GET', '/api/menus', admin);
  const top = menus.content[0];
  await ok(server, 'GET', '/api/menus/lazy?pid=0', admin);
  await ok(server, 'GET', `/api/menus/child?id=${top.id}`, admin);
  await ok(server, 'POST', '/api/menus/superior', admin, [top.id]);
  const menu = { type: 0, title: '巡礼目录', path: 'tour-folder', menuSort: 99 };
  const made = await ok(server, 'POST', '/api/menus', admin, menu);
  await ok(server, 'PUT', '/api/menus', admin, { ...menu, title: '巡礼', id: made.id });
  await ok(server, 'DELETE', '/api/menus', admin, [made.id]);

  const dict = await ok(server, 'POST', '/api/dict', admin, { name: 'tour_colours', description: '颜色' });
  await ok(server, 'PUT', '/api/dict', admin, { name: 'tour_colours', description: '颜色表', id: dict.id });
  const entry = await ok(server, 'POST', '/api/dictDetail', admin, { dict: { id: dict.id }, label: '红', value: 'RED' });
  await ok(server, 'PUT', '/api/dictDetail', admin, { dict: { id: dict.id }, label: '大红', value: 'RED', id: entry.id });
  await ok(server, 'GET', '/api/dictDetail?dictName=tour_colours', admin);
  await ok(server, 'GET', '/api/dict', admin);
  await ok(server, 'GET', '/api/dict/all', admin);
  await ok(server, 'DELETE', `/api/dictDetail/${entry.id}`, admin);
  await ok(server, 'DELETE', '/api/dict', admin, [dict.id]);

  const dept = await ok(server, 'POST', '/api/dept', admin, { name: '巡礼部', nameI18n: { en: 'Tour department' } });
  await ok(server, 'PUT', '/api/dept', admin, { name: '巡礼部门', id: dept.id });
  await ok(server, 'GET', '/api/dept', admin);
  const job = await ok(server, 'POST', '/api/job', admin, { name: '巡礼员' });
  await ok(server, 'PUT', '/api/job', admin, { name: '巡礼专员', id: job.id });
  await ok(server, 'GET', '/api/job', admin);
  const roleInput = { name: 'tour_role', title: '巡礼角色', level: 3, dataScope: 'custom', deptIds: [dept.id] };
  const role = await ok(server, 'POST', '/api/roles', admin, roleInput);
  await ok(server, 'PUT', '/api/roles', admin, { ...roleInput, description: '只看巡礼部', id: role.id });
  await ok(server, 'PUT', '/api/roles/menu', admin, { id: role.id, menuIds: [top.id] });
  for (const path of ['/api/roles', '/api/roles/all', '/api/roles/level', '/api/roles/menu-tree', `/api/roles/${role.id}`]) await ok(server, 'GET', path, admin);

  const userInput = { username: 'tourstaff', nickName: 'Tour staff', deptId: dept.id, roleIds: [role.id], jobIds: [job.id] };
  const { user } = await ok(server, 'POST', '/api/users', admin, userInput);
  await ok(server, 'PUT', '/api/users', admin, { ...userInput, nickName: 'Tour staff member', id: user.id });
  await ok(server, 'PUT', `/api/users/${user.id}/enabled`, admin, { enabled: false });
  await ok(server, 'POST', `/api/users/${user.id}/password`, admin, {});
  await ok(server, 'GET', '/api/users', admin);
  await download(server, '/api/users/download?lang=en', admin);
  await ok(server, 'DELETE', '/api/users', admin, [user.id]);
  await ok(server, 'DELETE', '/api/roles', admin, [role.id]);
  await ok(server, 'DELETE', '/api/job', admin, [job.id]);
  await ok(server, 'DELETE', '/api/dept', admin, [dept.id]);

  await makeMember(server, 'tourkicked');
  const sessions = await ok(server, 'GET', '/api/auth/online?filter=tourkicked', admin);
  await download(server, '/api/auth/online/download?lang=vi', admin);
  await ok(server, 'DELETE', '/api/auth/online', admin, sessions.content.map((s: { id: number }) => s.id));

  await server.app.operationLog.flush();
  const [failed] = await rows<{ id: number }>(server, sql`
    insert into sys_log (log_type, username, method, route, url, status, duration_ms, error_message, stack)
    values ('ERROR', 'admin', 'POST', '/api/job', '/api/job', 500, 3, 'relation "sys_job" does not exist', 'Error: relation') returning id`);
  await ok(server, 'GET', '/api/logs', admin);
  await download(server, '/api/logs/download?lang=cn', admin);
  await ok(server, 'GET', '/api/logs/error', admin);
  await download(server, '/api/logs/error/download', admin);
  await ok(server, 'GET', `/api/logs/error/${failed?.id}`, admin);

  await ok(server, 'GET', '/api/monitor/server', admin);
  await ok(server, 'GET', '/api/monitor/sql', admin);
  await ok(server, 'POST', '/api/monitor/sql/reset', admin, {});
  const tasks = await ok(server, 'GET', '/api/tasks', admin);
  const task = encodeURIComponent((tasks.find((t: { name: string }) => t.name === 'auth.purge-dead-tokens') ?? tasks[0]).name);
  await ok(server, 'PUT', `/api/tasks/${task}/pause`, admin);
  await ok(server, 'PUT', `/api/tasks/${task}/resume`, admin);
  await ok(server, 'POST', `/api/tasks/${task}/run`, admin);
  await ok(server, 'GET', `/api/tasks/${task}/runs`, admin);

  const file = await upload(server, '/api/localStorage', admin, { bytes: '报价单', type: 'text/plain', name: 'quote.txt' });
  await upload(server, '/api/localStorage/upload', admin, { bytes: 'notes', type: 'text/plain', name: 'notes.txt' }, { name: 'notes' });
  const picture = await upload(server, '/api/localStorage/pictures', admin, { bytes: pngBytes(), type: 'image/png', name: 'logo.png' });
  await ok(server, 'PUT', '/api/localStorage', admin, { id: file.id, name: 'quote-2026.txt' });
  await ok(server, 'GET', '/api/localStorage', admin);
  await download(server, `/api/localStorage/${file.id}/download`, admin);
  await download(server, `/api/localStorage/${picture.id}/thumbnail`, admin);
  await ok(server, 'DELETE', '/api/localStorage', admin, [file.id]);
}
