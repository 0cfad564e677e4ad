import type { IncomingMessage } from 'node:http';
import type { Menu } from 'shared-contracts/api/menus';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { menuFixture } from './menu-fixture';

export const seedMenus = (): Menu[] => [
  menuFixture({
    id: 1, type: 0, title: '系统管理', titleI18n: { en: 'System', vi: 'Hệ thống' }, path: 'system', icon: 'settings',
    menuSort: 1, subCount: 1,
  }),
  menuFixture({
    id: 2, pid: 1, type: 1, title: '菜单管理', titleI18n: { en: 'Menus' }, path: 'menu', component: 'admin/system/Menu',
    componentName: 'Menu', icon: 'menu', permission: 'menu:list', cache: true,
  }),
  menuFixture({ id: 3, type: 1, title: '个人中心', path: 'user/center', component: 'host/UserCenter', icon: 'user', menuSort: 5 }),
];

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
    req.on('end', () => resolve(data ? JSON.parse(data) : undefined));
  });
}

type WriteAnswer = { status: number; body: unknown };

/**
 * The menu routes of server/src/modules/menus over real HTTP, with the contract's answer shapes: lazy
 * children, blurry search, and writes that are recorded and answered with whatever a test sets.
 */
export async function startMenuServer() {
  const state = {
    menus: seedMenus(),
    writes: [] as Array<{ method: string; body: unknown }>,
    /** The next POST/PUT answer; a created entry by default. */
    nextWrite: null as WriteAnswer | null,
    failLazy: false,
  };
  const server = await startTestServer({
    '/api/menus/lazy': (req, res) => {
      if (state.failLazy) return json(res, 500, { status: 500, message: 'error.internal' });
      const pid = Number(new URL(req.url ?? '', 'http://x').searchParams.get('pid') ?? 0);
      json(res, 200, state.menus.filter((m) => (m.pid ?? 0) === pid));
    },
    '/api/menus': (req, res) => {
      if (req.method === 'GET') {
        const blurry = (new URL(req.url ?? '', 'http://x').searchParams.get('blurry') ?? '').toLowerCase();
        const content = state.menus.filter((m) =>
          [m.title, m.titleI18n.en, m.component, m.permission].some((v) => v?.toLowerCase().includes(blurry)));
        return json(res, 200, { content, totalElements: content.length });
      }
      void readJson(req).then((body) => {
        state.writes.push({ method: req.method ?? '', body });
        if (req.method === 'DELETE') return json(res, 200, { ok: true });
        const answer = state.nextWrite ?? { status: 201, body: menuFixture({ id: 99, ...(body as Partial<Menu>) }) };
        state.nextWrite = null;
        json(res, answer.status, answer.body);
      });
    },
  });
  const lazyCalls = (pid: number) => server.requests.filter((r) => r.url === `/api/menus/lazy?pid=${pid}`).length;
  return { ...server, state, lazyCalls };
}
