/**
 * Where an uploaded version lives: its files in the storage under `deploy/<name>/<version>/`, served at
 * `/remotes/<name>/v/<version>/` (serve-routes.ts), its manifest URL the registry hands the host.
 */
export const storagePrefixOf = (name: string, version: string) => `deploy/${name}/${version}`;

export const uploadedManifestUrlOf = (name: string, version: string) => `/remotes/${name}/v/${version}/mf-manifest.json`;

/** The built-in build of a portal remote, served from `remote-<name>/dist` (seed/remotes.ts). */
export const builtInManifestUrlOf = (name: string) => `/remotes/${name}/mf-manifest.json`;
