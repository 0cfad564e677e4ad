import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployRefusalSchema } from 'shared-contracts/api/deploy';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { compatibleBuild, useDeployServer } from './deploy-server-kit';
import { MALL_DRAWN_PAGES, mallDrawnPageFiles, remoteDistFiles, remoteZip, uploadArchive } from './test-kit';
import { tryDrawing } from './trial-drawing';

const { server, tokens, dataDir } = useDeployServer(['admin']);

const drawnPages = MALL_DRAWN_PAGES;

/** A build whose render bundle is `render`: the body of `async (template, address, locale) => …`. */
const withRenderer = (render: string): Record<string, string> => ({
  'drawn-pages.json': JSON.stringify(drawnPages),
  ...mallDrawnPageFiles(`exports.renderMallPage = async (template, address, locale) => { ${render} };`),
});

const DRAWS = "return template.replace('<div id=\"root\"></div>', `<div id=\"root\"><h1>${address} ${locale}</h1></div>`);";

async function uploadWith(render: string, version: string) {
  const spec = await compatibleBuild(server, 'mall', { files: withRenderer(render) });
  return uploadArchive(server.url, tokens.admin, remoteZip(spec), { name: 'mall', version });
}

const stored = (version: string) => fs.existsSync(path.join(dataDir, 'uploads', 'deploy', 'mall', version));

describe('the trial drawing of an upload', () => {
  it('accepts a build whose render bundle draws its home page', async () => {
    const res = await uploadWith(DRAWS, '3.0.0');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(stored('3.0.0')).toBe(true);
  });

  it.each([
    ['throws', "throw new Error('the catalogue is not there');", 'error'],
    ['reads /etc/passwd', "return require('node:fs').readFileSync('/etc/passwd', 'utf8');", 'ERR_ACCESS_DENIED'],
    ['starts a process', "require('node:child_process').execSync('id'); return template;", 'ERR_ACCESS_DENIED'],
  ])('refuses a build whose render bundle %s, and stores nothing', async (_what, render, said) => {
    const version = `3.1.${Math.floor(Math.random() * 1_000_000)}`;
    const res = await uploadWith(render, version);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const body = deployRefusalSchema.parse(res.body);
    expect(body.message).toBe(MessageKey.deployRefused);
    expect(body.problems).toHaveLength(1);
    expect(body.problems?.[0]).toMatchObject({ kind: 'drawingFailed', module: '/mall' });
    expect(body.problems?.[0]?.detail, JSON.stringify(res.body)).toContain(said);
    expect(stored(version)).toBe(false);
    const versions = await server.call('GET', '/api/deploy/versions?remote=mall', { token: tokens.admin });
    expect(JSON.stringify(versions.body)).not.toContain(version);
  });

  it('stops a bundle that never answers, and says so', async () => {
    const files = Object.entries(remoteDistFiles({ name: 'mall', files: withRenderer('await new Promise(() => {});') }))
      .map(([file, data]) => ({ path: file, data: Buffer.from(data as string) }));
    const started = Date.now();
    const problem = await tryDrawing(files, drawnPages as never, async () => ({ status: 404, contentType: 'application/json', body: '{}' }), 1_000);
    expect(problem).toMatchObject({ kind: 'drawingFailed', module: '/mall' });
    expect(problem?.detail).toMatch(/^en, timeout/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
