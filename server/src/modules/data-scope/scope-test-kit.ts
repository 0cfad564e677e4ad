import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { makeAccount, tokenFor } from '../../../test/staff-factory';
import type { Who } from '../stock/stock-test-kit';

/** A purchaser in a department (buyers who register have none), with a token: the rows a data scope reaches or not. */
export async function buyerIn(server: TestServer, username: string, deptId: number): Promise<Who> {
  const [purchaser] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'purchaser'`);
  const userId = await makeAccount(server, username, deptId, [purchaser?.id ?? 0]);
  return { userId, token: await tokenFor(server, userId) };
}

/** 404 with the key a missing row answers: what a row outside the caller's data scope answers. */
export function expectNotFound(res: { status: number; body: { message?: unknown } }, key: string) {
  expect(res.status).toBe(404);
  expect(res.body.message).toBe(key);
}
