import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { makeMember, userRow } from './users-kit';

const { server } = useTestServer();

const huge = 'x'.repeat(100_000);
const profile = (overrides: Record<string, unknown> = {}) =>
  ({ nickName: 'Vũ Thị Thu', phone: '0987654321', areaCode: '+84', gender: 'female', ...overrides });
const putCenter = (token: string | undefined, body: unknown) => server.call('PUT', '/api/users/center', { token, body });

describe('PUT /api/users/center', () => {
  it('updates own nickname, phone, area code and gender and answers the user as auth/info does', async () => {
    const member = await makeMember(server, 'profile.owner');
    const before = await userRow(server, member.userId);
    const res = await putCenter(member.token, profile({ nickName: '  Vũ Thị Thu  ' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: member.userId, username: 'profile.owner', nickName: 'Vũ Thị Thu', phone: '0987654321', areaCode: '+84', gender: 'female',
      email: 'profile.owner@members.example', roles: ['purchaser'],
    });
    const info = await server.call('GET', '/auth/info', { token: member.token });
    expect(info.body).toEqual(res.body);
    const after = await userRow(server, member.userId);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('clears the gender when it is null or left out (a PUT replaces the profile)', async () => {
    const member = await makeMember(server, 'profile.gender');
    await putCenter(member.token, profile({ gender: 'male' }));
    expect((await putCenter(member.token, profile({ gender: null }))).body.gender).toBeNull();
    await putCenter(member.token, profile({ gender: 'male' }));
    const { gender: _omitted, ...withoutGender } = profile();
    expect((await putCenter(member.token, withoutGender)).body.gender).toBeNull();
  });

  it('changes only the signed-in user: ids, usernames and other fields in the body are ignored', async () => {
    const owner = await makeMember(server, 'profile.a');
    const other = await makeMember(server, 'profile.b');
    const otherBefore = await userRow(server, other.userId);
    const res = await putCenter(owner.token, profile({
      id: other.userId, userId: other.userId, username: 'profile.b', email: 'stolen@example.com', avatarName: 'x.png',
      roles: ['admin'], isAdmin: true, accountType: 'staff',
    }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.userId, username: 'profile.a', email: 'profile.a@members.example', roles: ['purchaser'], avatarName: null });
    expect(await userRow(server, other.userId)).toEqual(otherBefore);
  });

  it('refuses an anonymous, unknown or revoked token with 401', async () => {
    expect((await putCenter(undefined, profile())).body).toEqual({ status: 401, message: 'error.unauthorized' });
    expect((await putCenter('made-up-token', profile())).status).toBe(401);
    const member = await makeMember(server, 'profile.gone');
    await server.call('DELETE', '/auth/logout', { token: member.token });
    expect((await putCenter(member.token, profile())).body).toEqual({ status: 401, message: 'error.tokenExpired' });
  });
});

describe('PUT /api/users/center with bad input stores nothing', () => {
  let member: { userId: number; token: string };
  beforeAll(async () => { member = await makeMember(server, 'profile.careful'); });
  const without = (field: string) => Object.fromEntries(Object.entries(profile()).filter(([k]) => k !== field));

  it.each([
    ['an empty object', {}, 'register.nickNameRequired'],
    ['no nickname', without('nickName'), 'register.nickNameRequired'],
    ['a blank nickname', profile({ nickName: '   ' }), 'register.nickNameRequired'],
    ['a numeric nickname', profile({ nickName: 42 }), 'register.nickNameRequired'],
    ['a huge nickname', profile({ nickName: huge }), 'validation.tooLong'],
    ['no phone', without('phone'), 'register.phoneFormat'],
    ['a phone with letters', profile({ phone: '09x7654321' }), 'register.phoneFormat'],
    ['a numeric phone', profile({ phone: 987654321 }), 'register.phoneFormat'],
    ['a huge phone', profile({ phone: '9'.repeat(100_000) }), 'register.phoneFormat'],
    ['no area code', without('areaCode'), 'register.areaCodeInvalid'],
    ['an unknown area code', profile({ areaCode: '+1' }), 'register.areaCodeInvalid'],
    ['an unknown gender', profile({ gender: 'other' }), 'user.genderInvalid'],
    ['a gender as a number', profile({ gender: 1 }), 'user.genderInvalid'],
    ['a huge gender', profile({ gender: huge }), 'user.genderInvalid'],
    ['an array body', [profile()], 'error.validation'],
    ['a string body', 'nickName', 'error.validation'],
    ['a null body', null, 'error.validation'],
  ])('refuses %s with 400', async (_what, body, message) => {
    const before = await userRow(server, member.userId);
    const res = await putCenter(member.token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await userRow(server, member.userId)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"nickName": "Thu",', 400, 'error.malformedJson'],
    ['an empty body', '', 400, 'error.malformedJson'],
    ['a body over the 1 MiB limit', JSON.stringify(profile({ nickName: 'x'.repeat(1_100_000) })), 413, 'error.payloadTooLarge'],
  ])('refuses %s', async (_what, raw, status, message) => {
    const before = await userRow(server, member.userId);
    const res = await server.call('PUT', '/api/users/center', { token: member.token, raw });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status, message });
    expect(await userRow(server, member.userId)).toEqual(before);
  });

  it('refuses a form body instead of JSON with a 4xx, never a 500', async () => {
    const form = new FormData();
    form.append('nickName', 'Thu');
    const res = await fetch(`${server.url}/api/users/center`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, message: 'error.validation' });
  });
});
