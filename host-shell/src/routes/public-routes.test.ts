import { describe, expect, it } from 'vitest';
import { isWhitelisted } from 'shared-contracts/whitelist';
import { parseRemoteComponent } from '../federation/remote-component';
import { PUBLIC_ROUTES } from 'shared-contracts/shell/routes/public-routes';

describe('public routes', () => {
  it('are all on the SPEC §2 whitelist', () => {
    for (const route of PUBLIC_ROUTES) expect(isWhitelisted(route.path.replace(/:(\w+)/g, '1')), route.path).toBe(true);
  });

  it('each name a remote page', () => {
    for (const route of PUBLIC_ROUTES) expect(parseRemoteComponent(route.component), route.component).not.toBeNull();
  });

  it('list each path once', () => {
    const paths = PUBLIC_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
