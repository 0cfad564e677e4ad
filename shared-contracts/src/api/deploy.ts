import { z } from 'zod';
import { errorBodySchema } from './common';
import { MessageKey } from './message-keys';
import { remoteNamePattern, remoteVersionPattern } from './remotes';
import { text } from './text';

/**
 * Remote operations (issue 11, docs/deploy.md): versioned deploys, activation and rollback, canaries, the checks a
 * version passes before it goes live, load health and CSP reports. One schema per API shape; the server validates
 * with these and the admin pages type their calls with them.
 */

/** An uploaded archive (a zip of a remote's `dist`, files at its root) may weigh this much. */
export const DEPLOY_ARCHIVE_MAX_BYTES = 25 * 1024 * 1024;
/** Unpacked, at most this much and this many files. */
export const DEPLOY_UNPACKED_MAX_BYTES = 100 * 1024 * 1024;
export const DEPLOY_MAX_FILES = 2000;
/** Failures the Remotes screen counts, and how far back. */
export const LOAD_HEALTH_WINDOW_MINUTES = 60;

/** A remote's name wherever a body, a path or a query names it. */
export const remoteName = () => text({ message: MessageKey.remoteNameInvalid }).trim().regex(remoteNamePattern, MessageKey.remoteNameInvalid);
const remoteVersion = () =>
  text({ message: MessageKey.remoteVersionInvalid }).trim().regex(remoteVersionPattern, MessageKey.remoteVersionInvalid);

/** A shared module a remote needs from the host, as its manifest states it. */
export const sharedRequirementSchema = z.object({
  name: z.string(),
  requiredVersion: z.string(),
  singleton: z.boolean(),
});
export type SharedRequirement = z.infer<typeof sharedRequirementSchema>;

/**
 * Why a version may not go live. `kind` picks the translated sentence; the other fields fill it in
 * (`module`, the `required` range and what the host `provided`, or the menu `entries` that point at a module the
 * version no longer exposes). `drawingFailed`: its server render bundle did not draw the page at `module` (an address)
 * in a trial at upload, `detail` saying how it failed. `drawnAddressTaken`: the build draws the address pattern `module`,
 * which the version `provided` of another remote (`remote`) already draws (at its pattern `detail`); an address is
 * drawn by one remote only.
 */
export const deployProblemSchema = z.object({
  kind: z.enum(['sharedMissing', 'sharedVersion', 'routerExport', 'menuModuleMissing', 'manifestUnreachable', 'manifestInvalid', 'drawingFailed', 'drawnAddressTaken']),
  module: z.string().optional(),
  /** The other remote a problem names (`drawnAddressTaken`). */
  remote: z.string().optional(),
  required: z.string().optional(),
  provided: z.string().optional(),
  /** Menu entries (their titles and component strings) that would break. */
  entries: z.array(z.object({ id: z.number().int(), title: z.string(), component: z.string() })).optional(),
  detail: z.string().optional(),
});
export type DeployProblem = z.infer<typeof deployProblemSchema>;

/** A refusal by the checks: the error body with every problem found (`{status: 409, message: 'deploy.refused', problems}`). */
export const deployRefusalSchema = errorBodySchema.extend({ problems: z.array(deployProblemSchema).optional() });

/** One version of a remote as the registry keeps it. */
export const remoteVersionSchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  version: z.string(),
  source: z.enum(['upload', 'url']),
  manifestUrl: z.string(),
  size: z.number().int(),
  fileCount: z.number().int(),
  exposes: z.array(z.string()),
  shared: z.array(sharedRequirementSchema),
  uploadedBy: z.string().nullable(),
  createTime: z.string(),
  /** What stands in the way of activating it now (empty when it may go live). */
  problems: z.array(deployProblemSchema),
  /** 'active' | 'canary' | 'previous' (the rollback target) | null. */
  state: z.enum(['active', 'canary', 'previous']).nullable(),
});
export type RemoteVersion = z.infer<typeof remoteVersionSchema>;
export const remoteVersionListSchema = z.array(remoteVersionSchema);

/** `POST api/deploy/upload` (multipart: `file` + these fields); answers the stored version with its check results. */
export const deployUploadFieldsSchema = z.object({
  name: remoteName(),
  version: remoteVersion(),
});
export type DeployUploadFields = z.output<typeof deployUploadFieldsSchema>;

/** `POST api/remotes/{name}/activate`: make a known version the active one (the checks run first). */
export const activateBodySchema = z.object({
  version: remoteVersion(),
  /** Go live although menu entries point at modules this version does not expose; recorded in the history. */
  overrideMenus: z.boolean().default(false),
});
export type ActivateBody = z.output<typeof activateBodySchema>;

/** `POST api/remotes/{name}/canary`: a version goes live for a share of users and/or for some roles first. */
export const canaryBodySchema = z.object({
  version: remoteVersion(),
  percent: z.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber).min(0, MessageKey.deployCanaryPercent)
    .max(100, MessageKey.deployCanaryPercent),
  roles: z.array(text().trim().min(1).max(50, MessageKey.tooLong)).max(20).default([]),
  overrideMenus: z.boolean().default(false),
}).refine((b) => b.percent > 0 || b.roles.length > 0, { message: MessageKey.deployCanaryEmpty, path: ['percent'] });
export type CanaryBody = z.output<typeof canaryBodySchema>;

/** `POST api/remotes/register-url`: a remote (or a new version of one) served from another origin, by its manifest. */
export const registerUrlBodySchema = z.object({
  name: remoteName(),
  version: remoteVersion(),
  manifestUrl: text({ message: MessageKey.remoteManifestUrlInvalid }).trim().max(500, MessageKey.tooLong)
    .regex(/^(\/|https?:\/\/)[^\s?#]*\.json(\?[^\s#]*)?$/, MessageKey.remoteManifestUrlInvalid),
  activate: z.boolean().default(true),
  overrideMenus: z.boolean().default(false),
});
export type RegisterUrlBody = z.output<typeof registerUrlBodySchema>;

/** A change to the registry, for the history list. */
export const remoteEventSchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  action: z.enum(['upload', 'activate', 'rollback', 'canary-start', 'canary-promote', 'canary-abandon', 'register', 'enable', 'disable']),
  version: z.string().nullable(),
  fromVersion: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  username: z.string().nullable(),
  createTime: z.string(),
});
export type RemoteEvent = z.infer<typeof remoteEventSchema>;
export const remoteEventListSchema = z.array(remoteEventSchema);

/** `POST api/remotes/failures` (public, throttled): the host could not load a remote's page. */
export const loadFailureKinds = ['manifest', 'entry', 'chunk', 'module', 'render', 'timeout', 'registry', 'other'] as const;
export const loadFailureReportSchema = z.object({
  remote: text().trim().regex(remoteNamePattern),
  version: text().trim().max(60),
  module: text().trim().max(200),
  kind: z.enum(loadFailureKinds),
  message: text().trim().max(500).optional(),
});
export type LoadFailureReport = z.output<typeof loadFailureReportSchema>;

/**
 * The kind the server itself records when it could not draw a remote's page for a visitor (the visitor got the
 * federated page instead). Not one of `loadFailureKinds`: a browser never reports it.
 */
export const SERVER_DRAW_FAILURE_KIND = 'serverDraw';

/** One remote on the Remotes screen (`GET api/remotes/health`). */
export const remoteHealthSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  manifestUrl: z.string(),
  activeVersion: z.string(),
  canary: z.object({ version: z.string(), percent: z.number().int(), roles: z.array(z.string()) }).nullable(),
  /** The active manifest answered (and parsed) within the check's timeout, and how long it took. */
  reachable: z.boolean(),
  latencyMs: z.number().nullable(),
  lastDeploy: z.object({ action: z.string(), version: z.string().nullable(), username: z.string().nullable(), createTime: z.string() }).nullable(),
  /** Load failures in the last LOAD_HEALTH_WINDOW_MINUTES, per version. */
  failures: z.array(z.object({ version: z.string(), count: z.number().int(), lastTime: z.string(), kinds: z.array(z.string()) })),
  /** Failures of the active version since it was activated against the hour before (a jump shows at a glance). */
  failuresSinceActivation: z.number().int(),
});
export type RemoteHealth = z.infer<typeof remoteHealthSchema>;
export const remoteHealthListSchema = z.array(remoteHealthSchema);

/** A CSP violation as the Remotes screen lists it (`GET api/security/csp-reports`). */
export const cspReportSchema = z.object({
  id: z.number().int(),
  documentUri: z.string().nullable(),
  blockedUri: z.string().nullable(),
  directive: z.string().nullable(),
  createTime: z.string(),
});
export const cspReportListSchema = z.array(cspReportSchema);

/** `?remote=` of `GET api/deploy/versions`: one remote's versions, or every remote's. */
export const deployVersionsQuerySchema = z.object({ remote: remoteName().optional() });

/** `GET api/deploy/events`: the newest `limit` changes, of one remote or all. */
export const deployEventsQuerySchema = z.object({
  remote: remoteName().optional(),
  limit: z.coerce.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber).min(1).max(500).default(50),
});

/** Rollback and promote take only the menu override; the body may be left out. */
export const overrideBodySchema = z.object({ overrideMenus: z.boolean().default(false) }).nullish();

/** `?limit=` of `GET api/security/csp-reports`: the newest this many. */
export const cspReportQuerySchema = z.object({
  limit: z.coerce.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber).min(1).max(200).default(20),
});
