import { z } from 'zod';
import type { SharedRequirement } from 'shared-contracts/api/deploy';

/**
 * The parts of a Module Federation manifest (`mf-manifest.json`, written by @module-federation/enhanced with
 * `manifest: true`) that the registry keeps and checks. Foreign input read leniently: unknown fields are ignored,
 * but the fields used here must have their types.
 */

const assetListSchema = z.array(z.string()).optional();
const manifestSchema = z.object({
  name: z.string().min(1),
  metaData: z.object({
    // A host's manifest names no remote entry (`""`): it is read for its shared modules only.
    remoteEntry: z.object({ name: z.string(), path: z.string().optional() }),
  }),
  exposes: z.array(z.object({ name: z.string().optional(), path: z.string().optional() })).optional(),
  shared: z.array(z.object({
    name: z.string().min(1),
    version: z.string().optional(),
    requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
    singleton: z.boolean().optional(),
    assets: z.object({ js: z.object({ sync: assetListSchema, async: assetListSchema }).optional() }).optional(),
  })).optional(),
});

/** A shared module as the remote declares it, with what the checks need beyond the stored requirement. */
export type SharedDeclaration = SharedRequirement & {
  /** The version the build itself was made with (the host's manifest: the version it provides). */
  version: string | null;
  /** No fallback chunk of its own: only the host can provide it (production remotes build singletons `import: false`). */
  needsHost: boolean;
};

export type FederationManifest = {
  name: string;
  /** Path of the remote entry relative to the manifest (`remoteEntry.js`); empty in a host's manifest. */
  remoteEntry: string;
  /** Exposed module names as the host asks for them (`./system/Menu`). */
  exposes: string[];
  shared: SharedDeclaration[];
};

/** `requiredVersion: false` (no check) and a missing range both mean any version. */
const ANY_VERSION = '*';

/** The manifest, or null when the value is not one. */
export function parseFederationManifest(value: unknown): FederationManifest | null {
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) return null;
  const m = parsed.data;
  const entryName = m.metaData.remoteEntry.name;
  const entryPath = (m.metaData.remoteEntry.path ?? '').replace(/^\/+|\/+$/g, '');
  const exposes = (m.exposes ?? [])
    .map((e) => e.path ?? (e.name ? `./${e.name}` : null))
    .filter((p): p is string => !!p);
  return {
    name: m.name,
    remoteEntry: entryName && entryPath ? `${entryPath}/${entryName}` : entryName,
    exposes: [...new Set(exposes)],
    shared: (m.shared ?? []).map((s) => ({
      name: s.name,
      requiredVersion: s.requiredVersion || ANY_VERSION,
      singleton: s.singleton ?? false,
      version: s.version ?? null,
      needsHost: (s.assets?.js?.sync?.length ?? 0) + (s.assets?.js?.async?.length ?? 0) === 0,
    })),
  };
}

/** A remote's manifest names its entry; a host's does not, and cannot be registered as a remote. */
export const isRemoteManifest = (m: FederationManifest) => m.remoteEntry !== '';

/** Parses JSON text first; null when it is not JSON or not a manifest. */
export function parseFederationManifestText(text: string): FederationManifest | null {
  try {
    return parseFederationManifest(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The requirement as the registry stores and answers it (fed_remote_version.shared). */
export const storedRequirement = (s: SharedDeclaration): SharedRequirement =>
  ({ name: s.name, requiredVersion: s.requiredVersion, singleton: s.singleton });

/** `federation-requirements.json` of a portal build: the react-router-dom names its code imports; null when unusable. */
export function parseFederationRequirements(text: string): string[] | null {
  try {
    const parsed = z.object({ routerImports: z.array(z.string().max(100)).max(500) }).safeParse(JSON.parse(text));
    return parsed.success ? [...new Set(parsed.data.routerImports)] : null;
  } catch {
    return null;
  }
}

/** `federation-provides.json` of the host build: the react-router-dom names and Chakra entry points it curates. */
export function parseFederationProvides(text: string): { routerExports: string[]; chakraEntryPoints: string[] } | null {
  try {
    const parsed = z.object({ routerExports: z.array(z.string()), chakraEntryPoints: z.array(z.string()).default([]) })
      .safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Names of files the registry reads from a build beside its manifest. */
export const MANIFEST_FILE = 'mf-manifest.json';
export const REQUIREMENTS_FILE = 'federation-requirements.json';
export const PROVIDES_FILE = 'federation-provides.json';
