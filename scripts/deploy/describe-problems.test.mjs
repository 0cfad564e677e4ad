import assert from 'node:assert/strict';
import test from 'node:test';
import { describeProblems, describeRefusal, problemSentence } from './describe-problems.mjs';
import { englishText } from './message-texts.mjs';

test('each kind of problem names the module and the versions, or the menu entries', () => {
  assert.equal(problemSentence({ kind: 'sharedVersion', module: 'react', required: '^99.0.0', provided: '19.3.1' }),
    'The shared module react: this build requires ^99.0.0, the host provides 19.3.1.');
  assert.equal(problemSentence({ kind: 'sharedMissing', module: '@chakra-ui/react/kbd', required: '^3.30.0' }),
    'The host does not provide the shared module @chakra-ui/react/kbd, which this build requires in ^3.30.0.');
  assert.equal(problemSentence({ kind: 'routerExport', module: 'useNavigation' }),
    'This build imports useNavigation from react-router-dom, which the host does not provide (add it to CURATED_EXPORTS, then deploy the host first).');
  assert.equal(problemSentence({ kind: 'menuModuleMissing', entries: [
    { id: 12, title: 'Mall', component: 'mall/MallHome' }, { id: 40, title: 'My cart', component: 'mall/MyCart' },
  ] }), 'Menu entries point at modules this version does not expose: “Mall” (mall/MallHome, menu 12), “My cart” (mall/MyCart, menu 40).');
  assert.equal(problemSentence({ kind: 'manifestUnreachable', detail: 'HTTP 404' }), 'The manifest could not be fetched (HTTP 404).');
  assert.equal(problemSentence({ kind: 'manifestInvalid' }), 'The manifest is not a Module Federation manifest.');
  assert.equal(problemSentence({ kind: 'drawingFailed', module: '/mall', detail: 'en, error: the catalogue is not there' }),
    'The server render bundle did not draw /mall in a trial drawing (en, error: the catalogue is not there): the server would send visitors the page as built.');
  assert.equal(problemSentence({ kind: 'drawnAddressTaken', module: '/mall', remote: 'mall', provided: '1.4.0', detail: '/mall' }),
    "Visitors' pages at /mall are drawn already by the mall remote (version 1.4.0, pattern /mall): an address is drawn by one remote only;"
    + ' leave it out of this build, or take it out of mall first.');
  // A kind this command does not know yet still says what the server sent.
  assert.equal(problemSentence({ kind: 'somethingNew', module: 'x', detail: 'why' }), 'somethingNew: x (why).');
});

test('a list of problems under its heading; nothing when there are none', () => {
  assert.equal(describeProblems([{ kind: 'routerExport', module: 'Form' }, { kind: 'manifestInvalid' }], 'Problems:'),
    'Problems:\n  - This build imports Form from react-router-dom, which the host does not provide (add it to CURATED_EXPORTS, '
    + 'then deploy the host first).\n  - The manifest is not a Module Federation manifest.');
  assert.equal(describeProblems([], 'Problems:'), '');
  assert.equal(describeProblems(undefined, 'Problems:'), '');
});

test('a refusal shows the status, the message key with its English text, and the reasons', () => {
  const text = describeRefusal('The activation', 409, {
    status: 409, message: 'deploy.refused', problems: [{ kind: 'sharedVersion', module: 'react', required: '^99.0.0', provided: '19.3.1' }],
  });
  assert.equal(text, 'The activation was refused (HTTP 409, deploy.refused): This version cannot go live: see the reasons listed.\n'
    + 'Reasons:\n  - The shared module react: this build requires ^99.0.0, the host provides 19.3.1.');
  assert.match(describeRefusal('The upload', 401, { status: 401, message: 'error.unauthorized' }),
    /HTTP 401, error\.unauthorized\): Please Login First\nCheck the token/);
  assert.match(describeRefusal('The upload', 400, { status: 400, message: 'remote.versionInvalid', errors: [{ path: 'version', message: 'remote.versionInvalid' }] }),
    /\(HTTP 400, remote\.versionInvalid\)[^\n]*\n {2}- version: /);
  assert.equal(describeRefusal('The upload', 502, { text: '<html>Bad gateway</html>' }), 'The upload was refused (HTTP 502).');
});

test('the English texts come from shared-contracts', () => {
  assert.equal(englishText('deploy.versionExists'), 'This version of the remote exists already; give the build a new version.');
  assert.equal(englishText('deploy.archiveUnsafePath'), 'The archive holds a file outside its root (an absolute path, “..” or a link); it was refused.');
  assert.equal(englishText('error.forbidden'), 'You do not have permission to do this.');
  assert.equal(englishText('no.such.key'), undefined);
});
