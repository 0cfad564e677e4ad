// The calls `npm run deploy` makes to a running portal (docs/deploy.md), with Node's own fetch, FormData and Blob.
// Each answers `{ ok, status, body }`; a network failure throws.

/** A JSON or empty body; text that is not JSON is kept as `{ text }` for the error message. */
async function bodyOf(response) {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { text: text.slice(0, 300) };
  }
}

async function call(portal, path, init) {
  let response;
  try {
    response = await fetch(`${portal.url}${path}`, {
      ...init,
      headers: { accept: 'application/json', authorization: `Bearer ${portal.token}`, ...init.headers },
    });
  } catch (error) {
    throw new Error(`could not reach ${portal.url}: ${error.cause?.message ?? error.message}`);
  }
  return { ok: response.ok, status: response.status, body: await bodyOf(response) };
}

const postJson = (portal, path, body) => call(portal, path, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
});

/** `POST /api/deploy/upload`: the archive as `file`, with `name` and `version`; answers the stored version. */
export function uploadVersion(portal, { remote, version, archive }) {
  const form = new FormData();
  form.append('name', remote);
  form.append('version', version);
  form.append('file', new Blob([archive], { type: 'application/zip' }), `${remote}-${version}.zip`);
  return call(portal, '/api/deploy/upload', { method: 'POST', body: form });
}

/** `POST /api/remotes/<name>/activate`. */
export function activateVersion(portal, { remote, version, overrideMenus }) {
  return postJson(portal, `/api/remotes/${encodeURIComponent(remote)}/activate`, { version, overrideMenus });
}

/** `POST /api/remotes/<name>/canary`. */
export function startCanary(portal, { remote, version, percent, roles, overrideMenus }) {
  return postJson(portal, `/api/remotes/${encodeURIComponent(remote)}/canary`, { version, percent, roles, overrideMenus });
}
