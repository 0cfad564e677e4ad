import { describe, expect, it } from 'vitest';
import { classifyLoadFailure, failureMessage } from './failure-kind';
import { loadFailureError } from './load-failure-error';

/** The runtime's errors as it throws them (utils/logger.ts of @module-federation/runtime-core). */
const runtimeError = (code: string, text: string) =>
  new Error(`[ Federation Runtime ]: ${text} #${code}\nargs: {"remoteName":"orders"}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#${code.toLowerCase()}`);

function chunkError(): Error {
  const error = new Error('Loading chunk 731 failed.\n(error: http://localhost/remotes/orders/731.1a2b3c4d.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('classifyLoadFailure', () => {
  it('reads the federation runtime’s codes', () => {
    expect(classifyLoadFailure(runtimeError('RUNTIME-003', 'Failed to get manifest.'), 'load')).toBe('manifest');
    expect(classifyLoadFailure(runtimeError('RUNTIME-013', 'The manifest is not a valid Module Federation manifest.'), 'load')).toBe('manifest');
    expect(classifyLoadFailure(runtimeError('RUNTIME-008', 'Failed to load script resources.'), 'load')).toBe('entry');
    expect(classifyLoadFailure(runtimeError('RUNTIME-001', 'Failed to get remoteEntry exports.'), 'load')).toBe('entry');
    expect(classifyLoadFailure(runtimeError('RUNTIME-014', 'The remote does not expose the requested module.'), 'load')).toBe('module');
    expect(classifyLoadFailure(runtimeError('RUNTIME-004', 'Failed to locate remote.'), 'load')).toBe('registry');
  });

  it('tells a missing chunk from a page that throws, whenever it happens', () => {
    expect(classifyLoadFailure(chunkError(), 'load')).toBe('chunk');
    expect(classifyLoadFailure(chunkError(), 'render')).toBe('chunk');
    expect(classifyLoadFailure(new TypeError('Cannot read properties of undefined (reading "map")'), 'render')).toBe('render');
  });

  it('takes the kind the host put on its own errors', () => {
    expect(classifyLoadFailure(loadFailureError('timeout', 'loading orders/OrderList timed out after 30000 ms'), 'render')).toBe('timeout');
    expect(classifyLoadFailure(loadFailureError('registry', 'GET /api/remotes answered 503'), 'load')).toBe('registry');
  });

  it('calls anything else during a load `other`, and copes with what is not an Error', () => {
    expect(classifyLoadFailure(new Error('something odd'), 'load')).toBe('other');
    expect(classifyLoadFailure('a string thrown', 'load')).toBe('other');
    expect(classifyLoadFailure(null, 'render')).toBe('render');
  });
});

describe('failureMessage', () => {
  it('keeps the first line, short', () => {
    expect(failureMessage(runtimeError('RUNTIME-003', 'Failed to get manifest.'))).toBe('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
    expect(failureMessage(new Error('x'.repeat(400)))).toHaveLength(300);
    expect(failureMessage(42)).toBe('42');
  });
});
