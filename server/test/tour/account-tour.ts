import { DEMO_PASSWORD } from '../harness';
import { lastMailedCode, registration } from '../../src/modules/register/register-kit';
import { makeMember, pngBytes } from '../../src/modules/users/users-kit';
import { download, ok, upload, type Cast } from './tour-kit';

/**
 * What anyone and every signed-in user can do: health, sign-in and out, registration, the personal centre, the
 * menus and public dictionaries, the remote registry and the browser's reports.
 */
export async function accountTour({ server, buyer }: Cast): Promise<void> {
  await ok(server, 'GET', '/api/health', null);
  const member = await makeMember(server, 'tourmember');
  await ok(server, 'GET', '/auth/info', member);
  await ok(server, 'GET', '/api/menus/build', member);
  await ok(server, 'GET', '/api/dictDetail?dictName=area_code', null);
  await ok(server, 'PUT', '/api/users/center', member, { nickName: 'Lê Minh', phone: '912000222', areaCode: '+84', gender: 'male' });
  const avatar = await upload(server, '/api/users/updateAvatar', member, { field: 'avatar', bytes: pngBytes(), type: 'image/png', name: 'me.png' });
  await download(server, `/avatar/${avatar.avatarName}`, null);

  const email = 'tourmember.new@members.example';
  await ok(server, 'POST', '/auth/email/code', member, { email, scene: 'changeEmail' });
  await ok(server, 'POST', '/api/users/updateEmail', member, { email, code: await lastMailedCode(server, email), password: DEMO_PASSWORD });
  await ok(server, 'POST', '/api/users/updatePass', member, { oldPass: DEMO_PASSWORD, newPass: 'Fresh2026' });
  await ok(server, 'DELETE', '/auth/logout', { ...member, token: await server.login('tourmember', 'Fresh2026') });

  const newcomer = 'tour.newcomer@hanoi-import.example';
  await ok(server, 'POST', '/auth/email/code', null, { email: newcomer });
  await ok(server, 'POST', '/auth/register', null, registration({ username: 'tournewcomer', email: newcomer, emailCode: await lastMailedCode(server, newcomer) }));

  await ok(server, 'GET', '/api/remotes', null);
  await ok(server, 'GET', '/api/remotes', buyer);
  await ok(server, 'POST', '/api/remotes/failures', null, { remote: 'mall', version: '1.0.0', module: './Landing', kind: 'chunk', message: 'Loading chunk 12 failed' });
  const report = {
    'csp-report': {
      'document-uri': 'http://portal.example/login', 'violated-directive': 'script-src-elem', 'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'", disposition: 'enforce', 'blocked-uri': 'https://evil.example/x.js', 'status-code': 200,
    },
  };
  // As browsers post it: JSON under its own media type.
  const reported = await server.call('POST', '/api/security/csp-report', { raw: JSON.stringify(report), headers: { 'content-type': 'application/csp-report' } });
  if (reported.status !== 204) throw new Error(`csp-report answered ${reported.status}`);
}
