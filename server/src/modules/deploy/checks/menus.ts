import type { DeployProblem } from 'shared-contracts/api/deploy';

/** A menu page (sys_menu type 1) as the check reads it. */
export type MenuPage = { id: number; title: string; component: string };

/** `admin/system/Menu` → `./system/Menu`, for remote `admin`; null when the component is not the remote's. */
export function exposedModuleOf(remote: string, component: string): string | null {
  const prefix = `${remote}/`;
  return component.startsWith(prefix) && component.length > prefix.length ? `./${component.slice(prefix.length)}` : null;
}

/**
 * Menu pages of `remote` whose module the version does not expose (docs/deploy.md "Menus"): one problem listing
 * them, or none. Overridable with `overrideMenus`; the override is recorded with the entries.
 */
export function menuProblems(remote: string, exposes: readonly string[], pages: readonly MenuPage[]): DeployProblem[] {
  const exposed = new Set(exposes);
  const missing = pages.filter((p) => {
    const module = exposedModuleOf(remote, p.component);
    return module !== null && !exposed.has(module);
  });
  if (missing.length === 0) return [];
  return [{
    kind: 'menuModuleMissing',
    module: remote,
    entries: missing.map((p) => ({ id: p.id, title: p.title, component: p.component })),
    detail: `menu entries point at modules this version does not expose: ${missing.map((p) => p.component).join(', ')}`,
  }];
}
