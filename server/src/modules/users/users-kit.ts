import { canonicalIdentity } from 'shared-contracts/identity';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD, startTestServer, type AnswerBody, type TestServer } from '../../../test/harness';
import { queryRows } from '../../db/rows';
import { roles, users, usersRoles } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

/** Helpers for the personal-centre tests (not a test file itself). */

/** A test server whose uploads go to a fresh temporary DATA_DIR, removed again by `close`. */
export async function startServerWithUploads(): Promise<TestServer & { dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-users-'));
  const server = await startTestServer({ DATA_DIR: dataDir });
  return {
    ...server, dataDir,
    close: async () => {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let passwordHash: Promise<string> | null = null;

/**
 * A purchaser with a real password (DEMO_PASSWORD unless given), signed in through `POST auth/login`.
 * Each test that guesses passwords uses its own member, so the sign-in limits of one do not touch another.
 */
export async function makeMember(server: TestServer, username: string, opts: { email?: string; password?: string } = {}) {
  const db = server.database.db;
  const hash = opts.password ? await hashPassword(opts.password) : await (passwordHash ??= hashPassword(DEMO_PASSWORD));
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'purchaser'));
  const [user] = await db.insert(users).values({
    username, usernameCanonical: canonicalIdentity(username), nickName: `Nick ${username}`,
    email: opts.email ?? `${username}@members.example`, emailCanonical: canonicalIdentity(opts.email ?? `${username}@members.example`), phone: '912000111', areaCode: '+84',
    passwordHash: hash, accountType: 'purchaser',
  }).returning({ id: users.id });
  if (!role || !user) throw new Error(`could not make member ${username}`);
  await db.insert(usersRoles).values({ userId: user.id, roleId: role.id });
  const token = await server.login(username, opts.password ?? DEMO_PASSWORD);
  return { userId: user.id, token, username };
}

export type UserRow = {
  nick_name: string; email: string | null; phone: string | null; area_code: string | null; gender: string | null;
  avatar_name: string | null; password_hash: string; updated_at: Date | string;
};

export async function userRow(server: TestServer, userId: number): Promise<UserRow> {
  const [row] = await queryRows<UserRow>(server.database.db, sql`
    select nick_name, email, phone, area_code, gender, avatar_name, password_hash, updated_at from sys_user where id = ${userId}`);
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `width`×1 RGBA pixels of one colour, built from its chunks. */
export function pngBytes(rgba: [number, number, number, number] = [24, 144, 255, 255], width = 1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => Buffer.from(rgba))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(row)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF89a. */
export const gifBytes = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A real 1×1 JPEG (made with sharp): uploads are decoded, so a picture must be whole (docs/storage.md). */
export const jpegBytes = () => Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgCuMH/2Q==',
  'base64',
);
/** A real 1×1 lossless WebP (RIFF/WEBP/VP8L, made with sharp). */
export const webpBytes = () => Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQyGL0v/+BiOh/AAA=', 'base64');

export type UploadPart = { field?: string; bytes: Buffer | string; filename?: string; type?: string };

/** `POST api/users/updateAvatar` as a browser sends it: a multipart form built by FormData. */
export async function uploadAvatar(server: TestServer, token: string | null, parts: UploadPart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const p of parts) {
    form.append(p.field ?? 'avatar', new Blob([p.bytes], { type: p.type ?? 'image/png' }), p.filename ?? 'avatar.png');
  }
  return sendForm(server, token, form);
}

export async function sendForm(server: TestServer, token: string | null, body: RequestInit['body'], headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/users/updateAvatar`, {
    method: 'POST', body, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await res.text();
  let parsed: AnswerBody = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Every stored file and metadata file under the uploads folder (relative paths), to check what a request left. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
}
