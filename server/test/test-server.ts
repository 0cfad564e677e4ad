import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config/env';
import type { Database } from '../src/db/connect';

/**
 * A decoded answer as tests read it: field by field, with the assertions as its check. Typing every answer's
 * shape again here would copy the contracts; tests that care parse it with the contract schema instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the one untyped door of the test suite
export type AnswerBody = any;

export type TestServer = {
  app: FastifyInstance;
  url: string;
  database: Database;
  config: Config;
  /** fetch against the running server; a JSON body is encoded, the answer decoded. */
  call: (method: string, path: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string }) =>
    Promise<{ status: number; body: AnswerBody; headers: Headers }>;
  /** Signs in with the fixed test captcha; returns the token. */
  login: (username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};
