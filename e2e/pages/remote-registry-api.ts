import { expect, type APIRequestContext } from '@playwright/test';

/** An entry of `GET api/remotes` (shared-contracts/src/api/remotes.ts), as the journeys read it. */
export type Remote = { name: string; manifestUrl: string; version: string; enabled: boolean };

const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * The registry as the host and the admin see it through the API (docs/deploy.md): which manifest a session is
 * given, and the actions the journeys undo afterwards.
 */
export class RemoteRegistryApi {
  constructor(private readonly request: APIRequestContext) {}

  /** The entry of `remote` that `GET /api/remotes` answers a session with (anonymous without a token). */
  async entryFor(remote: string, token: string | null): Promise<Remote> {
    const answer = await this.request.get('/api/remotes', { headers: bearer(token) });
    expect(answer.ok(), `GET /api/remotes answered ${answer.status()}`).toBe(true);
    const entry = ((await answer.json()) as Remote[]).find((r) => r.name === remote);
    if (!entry) throw new Error(`the registry has no ${remote}`);
    return entry;
  }

  async manifestFor(remote: string, token: string | null): Promise<string> {
    return (await this.entryFor(remote, token)).manifestUrl;
  }

  /**
   * Puts `remote` back on `version` with no canary running, whatever a journey left behind (the other specs expect
   * the built-in builds). Refusals that mean "already so" are fine.
   */
  async restore(remote: string, version: string, adminToken: string): Promise<void> {
    const abandon = await this.request.post(`/api/remotes/${remote}/canary/abandon`, { headers: bearer(adminToken) });
    expect([200, 204, 409], `abandon answered ${abandon.status()} ${await abandon.text()}`).toContain(abandon.status());
    const activate = await this.request.post(`/api/remotes/${remote}/activate`, {
      headers: bearer(adminToken), data: { version, overrideMenus: true },
    });
    expect([200, 409], `activate ${version} answered ${activate.status()} ${await activate.text()}`).toContain(activate.status());
    expect((await this.entryFor(remote, adminToken)).version).toBe(version);
  }
}
