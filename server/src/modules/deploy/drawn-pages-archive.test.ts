import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../../plugins/app/errors';
import { readDeployArchive } from './archive';
import { MALL_DRAWN_PAGES, mallDrawnPageFiles, PORTAL_REMOTE_SHARED, remoteZip } from './test-kit';

const target = { name: 'mall', version: '2.1.0' };

const manifest = MALL_DRAWN_PAGES;
const drawnFiles = mallDrawnPageFiles('exports.renderMallPage = async (template) => template;');

const build = (files: Record<string, string>) => remoteZip({ name: 'mall', exposes: ['./MallHome'], shared: PORTAL_REMOTE_SHARED, files });

function refusal(zip: Buffer): string {
  try {
    readDeployArchive(zip, target);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return err.messageKey;
    throw err;
  }
  throw new Error('the archive was accepted');
}

describe('an upload declaring drawn pages', () => {
  it('is accepted with its document, its copies in every language and its render bundle', () => {
    const archive = readDeployArchive(build({ 'drawn-pages.json': JSON.stringify(manifest), ...drawnFiles }), target);
    expect(archive.files.map((f) => f.path)).toEqual(expect.arrayContaining(['drawn-pages.json', 'server/render.cjs', 'document/prerendered/mall.vi.html']));
  });

  it('is accepted without drawn-pages.json: its pages stay federated', () => {
    expect(readDeployArchive(build({}), target).files.some((f) => f.path === 'drawn-pages.json')).toBe(false);
  });

  it.each([
    ['text that is not JSON', '{"schemaVersion": 1,'],
    ['another schema version', JSON.stringify({ ...manifest, schemaVersion: 2 })],
    ['no address', JSON.stringify({ ...manifest, patterns: [] })],
    ['a document outside the build', JSON.stringify({ ...manifest, document: '../host-shell/dist/index.html' })],
    ['a render bundle a browser could fetch', JSON.stringify({ ...manifest, renderer: { file: 'assets/render.cjs', export: 'renderMallPage' } })],
    ['a document among the server code', JSON.stringify({ ...manifest, document: 'server/mall.html' })],
  ])('is refused for %s', (_what, text) => {
    expect(refusal(build({ 'drawn-pages.json': text, ...drawnFiles }))).toBe(MessageKey.deployDrawnPagesInvalid);
  });

  it.each(Object.keys(drawnFiles))('is refused when %s is missing', (missing) => {
    const files = Object.fromEntries(Object.entries(drawnFiles).filter(([path]) => path !== missing));
    expect(refusal(build({ 'drawn-pages.json': JSON.stringify(manifest), ...files }))).toBe(MessageKey.deployDrawnPagesFileMissing);
  });
});
