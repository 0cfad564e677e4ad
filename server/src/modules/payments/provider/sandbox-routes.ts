import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { pageAnswer } from '../../../plugins/external/openapi-exact';
import { sandboxScanSchema, sandboxTradeParamsSchema } from 'shared-contracts/api/online-payments';
import { simulatorLocale, simulatorPage, type SimulatedTrade } from './sandbox-page';
import { SIMULATOR_PATH, type SandboxProvider } from './sandbox-provider';

const tags = ['payments sandbox'];
const page = { 200: pageAnswer('The simulator page'), 400: errorBodySchema, 404: errorBodySchema };
const langQuery = z.object({ lang: z.string().max(10).optional() });

/**
 * The sandbox's "scan and pay" simulator (only registered with PAYMENT_PROVIDER=sandbox): the QR of an Alipay or
 * digital RMB payment is a link here; the tester pays or declines, and the sandbox notifies the server as a real
 * gateway would. No sign-in, as a phone scanning a QR has none: the random trade number is the key.
 */
const sandboxRoutes: FastifyPluginAsyncZod<{ provider: SandboxProvider }> = async (app, { provider }) => {
  // The page's buttons post an HTML form; only this plugin reads form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const view = async (tradeNo: string): Promise<SimulatedTrade | null> => {
    const trade = await provider.trade(tradeNo);
    if (!trade || trade.cardLast4 !== null) return null;
    return { tradeNo, method: trade.method, amount: trade.amount, state: provider.stateOf(trade).status };
  };

  app.get(`${SIMULATOR_PATH}/:tradeNo`, {
    schema: { tags, summary: 'Sandbox: the pretend payment app for a QR payment', params: sandboxTradeParamsSchema, querystring: langQuery, response: page },
  }, async (request, reply) => {
    const trade = await view(request.params.tradeNo);
    const html = simulatorPage(simulatorLocale(request.query.lang, request.headers['accept-language']), trade, request.url);
    return reply.status(trade ? 200 : 404).type('text/html; charset=utf-8').send(html);
  });

  app.post(`${SIMULATOR_PATH}/:tradeNo`, {
    schema: {
      tags, summary: 'Sandbox: pay or decline a QR payment; the sandbox then notifies the server',
      params: sandboxTradeParamsSchema, querystring: langQuery, body: sandboxScanSchema, response: page,
    },
  }, async (request, reply) => {
    const existing = await view(request.params.tradeNo);
    if (existing) await provider.scan(request.params.tradeNo, request.body.decision === 'pay');
    const trade = existing ? await view(request.params.tradeNo) : null;
    const html = simulatorPage(simulatorLocale(request.query.lang, request.headers['accept-language']), trade, request.url);
    return reply.status(trade ? 200 : 404).type('text/html; charset=utf-8').send(html);
  });
};
export default sandboxRoutes;
