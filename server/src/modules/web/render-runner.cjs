'use strict';
// The program of a drawing process (render-child.ts): it loads one renderer bundle and draws pages on request.
// It is started under Node's permission model, so the bundle reads only its own folder, starts no process, thread
// or addon; its `fetch` asks the server, which answers from its own routes as a visitor without a session.
const [bundle, exportName] = process.argv.slice(2);
// Kept before the bundle runs, which could replace them.
const send = process.send.bind(process);
const exit = process.exit.bind(process);

// Never run a bundle with more rights than the server meant to give it (a start without the model's flags).
if (!process.permission || process.permission.has('child') || process.permission.has('worker')) {
  process.stderr.write('render-runner: started without the permission model; refusing to load the bundle\n');
  exit(78);
}

// The model leaves signals and priorities of other processes open, and the server runs as the same user: a bundle
// could kill it. Only this process may be signalled (process.kill goes through _kill); internalBinding, which holds
// the originals, is closed by the model.
const refused = (what) => Object.assign(new Error(`${what} of another process is refused`), { code: 'ERR_ACCESS_DENIED' });
const ownKill = process._kill;
const os = require('node:os');
const ownSetPriority = os.setPriority;
Object.defineProperty(process, '_kill', {
  writable: false,
  configurable: false,
  value: (pid, signal) => {
    if (pid !== process.pid) throw refused('a signal');
    return ownKill.call(process, pid, signal);
  },
});
Object.defineProperty(os, 'setPriority', {
  writable: false,
  configurable: false,
  value: (pid, priority) => {
    if (priority !== undefined && pid !== 0 && pid !== process.pid) throw refused('the priority');
    return priority === undefined ? ownSetPriority(pid) : ownSetPriority(pid, priority);
  },
});

const waiting = new Map();
let nextRequest = 0;
globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const id = ++nextRequest;
  send({ kind: 'fetch', id, url: request.url, method: request.method });
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
};

const failureOf = (error) => ({ error: String((error && error.stack) || error), code: error && error.code });

// A bundle that does not load answers every drawing with why: the same build would fail again at every start.
let drawPage = null;
let loadFailure = null;
try {
  drawPage = require(bundle)[exportName];
  if (typeof drawPage !== 'function') throw new TypeError(`${bundle} exports no function ${exportName}`);
} catch (error) {
  loadFailure = failureOf(error);
}

async function draw(message) {
  if (loadFailure) return send({ kind: 'drawn', id: message.id, ...loadFailure });
  try {
    const html = await drawPage(message.template, message.address, message.locale);
    send({ kind: 'drawn', id: message.id, html: String(html) });
  } catch (error) {
    send({ kind: 'drawn', id: message.id, ...failureOf(error) });
  }
}

function answered(message) {
  const waiter = waiting.get(message.id);
  waiting.delete(message.id);
  if (!waiter) return;
  if (message.error) waiter.reject(new TypeError(message.error));
  else waiter.resolve(new Response(message.body, { status: message.status, headers: { 'content-type': message.contentType } }));
}

process.on('message', (message) => {
  if (message.kind === 'draw') void draw(message);
  else if (message.kind === 'answer') answered(message);
});
// A sign of life between tasks: a loop that never yields silences it, and the server then kills the process.
send({ kind: 'ready' });
setInterval(() => send({ kind: 'alive' }), 200);
// The server went away: nothing is left to draw for.
process.on('disconnect', () => exit(0));
