import type { IncomingMessage } from 'node:http';
import { interestSchema, type Interest } from 'shared-contracts/api/interests';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';

export function interestFixture(id: number, fields: Partial<Interest> = {}): Interest {
  return interestSchema.parse({
    id, link: null, name: `Interest ${id}`, platform: null, itemId: null, expectedPrice: null, quantity: 1, remarks: null,
    status: 'pending', goodsId: null, reply: null, userId: 5, userName: 'buyer', createTime: '2026-11-20T08:00:00.000Z', ...fields,
  });
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
    req.on('end', () => resolve(data ? JSON.parse(data) : undefined));
  });
}

/** POST api/interests and GET api/interests/mine with the contract's shapes; answers a test can override. */
export async function startInterestServer() {
  const state = {
    mine: [] as Interest[],
    posts: [] as unknown[],
    nextPost: null as { status: number; body: unknown } | null,
  };
  const server = await startTestServer({
    '/api/interests': (req, res) => {
      void readJson(req).then((body) => {
        state.posts.push(body);
        const answer = state.nextPost ?? { status: 201, body: interestFixture(50, body as Partial<Interest>) };
        state.nextPost = null;
        json(res, answer.status, answer.body);
      });
    },
    '/api/interests/mine': (req, res) => {
      const q = new URL(req.url ?? '', 'http://x').searchParams;
      const page = Number(q.get('page') ?? 0);
      const size = Number(q.get('size') ?? 10);
      json(res, 200, { content: state.mine.slice(page * size, (page + 1) * size), totalElements: state.mine.length });
    },
  });
  return { ...server, state };
}
