import { describe, expect, it } from 'vitest';
import { CONTENT_LABELS, contentDocListSchema, contentDocSchema } from 'shared-contracts/api/content';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });

const doc = (label: string, extra: Record<string, unknown> = {}) => ({
  label, titleI18n: { cn: '测试文档', en: 'Test document', vi: 'Tài liệu thử' },
  bodyI18n: { cn: '# 标题\n\n正文', en: '# Title\n\nBody', vi: '' }, sort: 5, ...extra,
});

describe('GET api/content', () => {
  it('lists the seeded documents publicly, without bodies, in sort order', async () => {
    const res = await server.call('GET', '/api/content');
    expect(res.status).toBe(200);
    const list = contentDocListSchema.parse(res.body);
    expect(list.map((d) => d.label)).toEqual([...CONTENT_LABELS]);
    expect(JSON.stringify(res.body)).not.toContain('bodyI18n');
  });

  it('answers every seeded document in cn, en and vi, markdown-light', async () => {
    for (const label of CONTENT_LABELS) {
      const found = contentDocSchema.parse((await server.call('GET', `/api/content/${label}`)).body);
      for (const lang of ['cn', 'en', 'vi'] as const) {
        expect(found.titleI18n[lang], `${label} ${lang}`).toBeTruthy();
        expect(found.bodyI18n[lang], `${label} ${lang}`).toMatch(/^# .+\n\n/);
        expect(found.bodyI18n[lang]?.split('\n').some((l) => /^(- |1\. )/.test(l)), `${label} ${lang} has a list`).toBe(true);
      }
    }
    const plugin = contentDocSchema.parse((await server.call('GET', '/api/content/plugin-installation')).body);
    expect(plugin.bodyI18n.en).toContain('Developer mode');
    const ports = contentDocSchema.parse((await server.call('GET', '/api/content/port-information')).body);
    expect(ports.bodyI18n.vi).toContain('Lạng Sơn');
  });

  it('answers 404 for an unknown label and 400 for a malformed one', async () => {
    expect((await server.call('GET', '/api/content/no-such-doc')).body).toEqual({ status: 404, message: 'mall.contentNotFound' });
    for (const label of ['Bad_Label', '-x', 'a--b', 'x'.repeat(61), '%20']) {
      const res = await server.call('GET', `/api/content/${label}`);
      expect([res.status, res.body.message], label).toEqual([400, 'mall.contentLabelInvalid']);
    }
  });
});

describe('writing content (staff)', () => {
  it('adds, edits and deletes with content:add|edit|del; a taken label is 409', async () => {
    const created = await server.call('POST', '/api/content', { token: tokens.admin, body: doc('shipping-faq') });
    expect(created.status).toBe(201);
    const saved = contentDocSchema.parse(created.body);
    // Empty languages are not stored: the page falls back to cn.
    expect(saved.bodyI18n).toEqual({ cn: '# 标题\n\n正文', en: '# Title\n\nBody' });
    expect((await server.call('POST', '/api/content', { token: tokens.admin, body: doc('shipping-faq') })).body)
      .toEqual({ status: 409, message: 'mall.contentLabelTaken' });

    const edited = await server.call('PUT', '/api/content', { token: tokens.admin, body: { ...doc('shipping-faq', { sort: 1 }), id: saved.id, bodyI18n: { vi: '# Hỏi đáp' } } });
    expect(edited.body).toMatchObject({ id: saved.id, sort: 1, bodyI18n: { vi: '# Hỏi đáp' } });
    expect((await server.call('PUT', '/api/content', { token: tokens.admin, body: { ...doc('create-guide'), id: saved.id } })).body)
      .toEqual({ status: 409, message: 'mall.contentLabelTaken' });
    expect((await server.call('PUT', '/api/content', { token: tokens.admin, body: { ...doc('zzz'), id: 2_000_000_000 } })).body)
      .toEqual({ status: 404, message: 'mall.contentNotFound' });

    expect((await server.call('DELETE', '/api/content', { token: tokens.admin, body: [saved.id, 2_000_000_000] })).body)
      .toEqual({ status: 404, message: 'mall.contentNotFound' });
    expect((await server.call('GET', '/api/content/shipping-faq')).status).toBe(200);
    expect((await server.call('DELETE', '/api/content', { token: tokens.admin, body: [saved.id] })).body).toEqual({ ok: true });
    expect((await server.call('GET', '/api/content/shipping-faq')).status).toBe(404);
  });

  it('refuses bad input with a message key', async () => {
    const cases: [unknown, string][] = [
      [doc('Bad Label'), 'mall.contentLabelInvalid'],
      [{ ...doc('ok-label'), titleI18n: { en: 'only en' } }, 'mall.contentTitleRequired'],
      [{ ...doc('ok-label'), titleI18n: { cn: '  ' } }, 'mall.contentTitleRequired'],
      [{ ...doc('ok-label'), bodyI18n: { cn: 'x'.repeat(20_001) } }, 'validation.tooLong'],
      [{ ...doc('ok-label'), bodyI18n: { fr: 'Bonjour' } }, 'error.validation'],
      [{ ...doc('ok-label'), sort: 'first' }, 'validation.invalidNumber'],
    ];
    for (const [body, message] of cases) {
      const res = await server.call('POST', '/api/content', { token: tokens.admin, body });
      expect([res.status, res.body.message], JSON.stringify(body).slice(0, 60)).toEqual([400, message]);
    }
  });

  it('needs the permissions: anonymous 401, buyer and operator 403', async () => {
    expect((await server.call('POST', '/api/content', { body: doc('anon-doc') })).status).toBe(401);
    for (const token of [tokens.buyer, tokens.operator]) {
      expect((await server.call('POST', '/api/content', { token, body: doc('their-doc') })).status).toBe(403);
      expect((await server.call('PUT', '/api/content', { token, body: { ...doc('their-doc'), id: 1 } })).status).toBe(403);
      expect((await server.call('DELETE', '/api/content', { token, body: [1] })).status).toBe(403);
    }
    const editor = await makeUser(server, 'content-nobody', 'purchaser');
    expect((await server.call('DELETE', '/api/content', { token: editor.token, body: [1] })).body).toEqual({ status: 403, message: 'error.forbidden' });
  });
});
