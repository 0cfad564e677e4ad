import type { IncomingMessage } from 'node:http';
import { readBody } from 'shared-contracts/test-support/test-routes';
import { json, type Route } from 'shared-contracts/test-support/test-server';

export type Answer = { status: number; body: unknown };
export type Write = { method: string; path: string; body: unknown };
/** The part of a fake server's state its writes share: what was sent, and the answer a test set for the next one. */
export type WriteLog = { writes: Write[]; nextWrite: Answer | null };

/** A write's body: JSON, or for a multipart upload its content type and text (the parts as sent); none is undefined. */
async function writeBody(req: IncomingMessage): Promise<unknown> {
  const data = (await readBody(req)).toString('utf8');
  if (!data) return undefined;
  const contentType = req.headers['content-type'] ?? '';
  return contentType.includes('json') ? JSON.parse(data) : { contentType, form: data };
}

/**
 * A write route of a fake server: the write is recorded in `log.writes`, then answered with `log.nextWrite` when a
 * test set one (a refusal, say; used once), else with `success` of the body and `status`.
 */
export function recordedWrite(log: WriteLog, success: (body: Record<string, unknown>) => unknown, status = 200): Route {
  return (req, res) => {
    void writeBody(req).then((body) => {
      log.writes.push({ method: req.method ?? '', path: new URL(req.url ?? '', 'http://x').pathname, body });
      const answer = log.nextWrite ?? { status, body: success((body ?? {}) as Record<string, unknown>) };
      log.nextWrite = null;
      json(res, answer.status, answer.body);
    });
  };
}
