// Try the extension on the test item pages without the platforms (extension/README.md "Trying it"): serves the
// fixture pages and prints how to start Chromium with the platforms' host names mapped here and the extension loaded.
//   node extension/scripts/try-pages.mjs [port]
import path from 'node:path';
import { FIXTURE_PAGES, hostResolverRules, startFixtureServer } from './fixture-server.mjs';

const { port } = await startFixtureServer(Number(process.argv[2] ?? 8765));
const unpacked = path.resolve(import.meta.dirname, '..', 'dist', 'unpacked');
console.log(`The test item pages are served on 127.0.0.1:${port}. Start a Chromium of its own with them mapped there:\n`);
console.log(`  chromium --user-data-dir=/tmp/collector-try --load-extension=${unpacked} --host-resolver-rules="${hostResolverRules(port)}"\n`);
console.log('(or install the downloaded zip as /pluginInstallation says, in that Chromium). Then open, for example:');
for (const page of FIXTURE_PAGES) console.log(`  ${page.url}    (${page.file})`);
console.log('\nCtrl+C stops the server.');
