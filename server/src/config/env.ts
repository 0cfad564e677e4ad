import path from 'node:path';
import { COLLECT_SENDS_PER_MINUTE } from 'shared-contracts/api/collect-extension';
import { LIST_EXPORT_MAX_ROWS } from 'shared-contracts/api/exports';
import { SERVER_ROOT } from '../paths';

/** The one place that reads `process.env` (STYLE.md). */
export type Config = {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when null the server runs on embedded PGlite under `dataDir`. */
  databaseUrl: string | null;
  /** Seed the demo accounts and data at start-up. Never allowed in production. */
  seedDemo: boolean;
  /** ADMIN_PASSWORD: the password of account `admin` when the first start makes it; never logged. */
  adminPassword: string | null;
  /** Fixed captcha answer for automated tests (never in production). */
  captchaTestCode: string | null;
  /** Folder holding `host-shell/dist` and `remote-<name>/dist`, served by modules/web. */
  webRoot: string;
  logLevel: string;
  trustProxy: boolean;
  smtp: { host: string; port: number; secure: boolean; user: string | null; pass: string | null; from: string } | null;
  /**
   * PORTAL_URL: the portal's address as its users reach it (`https://portal.example.vn`), without a trailing slash:
   * links in e-mails point there (docs/notifications.md). Default `http://localhost:<port>`.
   */
  portalUrl: string;
  /**
   * Whether PORTAL_URL was set: the collection extension's connection code names it then; without it the code names
   * the origin the buyer's own request reached (docs/collect-extension.md "The portal's address").
   */
  portalUrlSet: boolean;
  /**
   * COLLECT_EXTENSION_DIR: the collection extension's folder, holding `dist/latest.json`, the packed zip beside it and
   * `steps/step-N.png` (docs/collect-extension.md). Default: the workspace's `collect-extension` under WEB_ROOT, as the
   * front ends' built files are found.
   */
  collectExtensionDir: string;
  /** Per-client limits of the anonymous endpoints that cost something (plugins/app/throttle.ts). */
  throttles: Record<ThrottleName, ThrottleLimit>;
  /** The job queue (docs/jobs.md): whether this process runs jobs, and how often its workers look for them. */
  jobs: { worker: boolean; pollingSeconds: number };
  /** Online payments (docs/payments.md): the provider, its notification key, the sandbox's fixed SMS code for tests. */
  payments: PaymentsConfig;
  /** Where uploaded files are kept (docs/storage.md): local disk under `dataDir`, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Live pages (docs/notifications.md "Live pages"): the events streams' limits. */
  live: LiveConfig;
  /**
   * EXPORT_MAX_ROWS: the most rows a list export streams (docs/exports.md "The limit"), LIST_EXPORT_MAX_ROWS unless
   * lowered (tests lower it to see the refusal). Never raised: the refusal's text names the constant, and the
   * memory was measured at it.
   */
  exportMaxRows: number;
  /**
   * DRAWING_TIME_LIMIT_MS: how long a server-drawn page may take before the visitor gets the document as built
   * (docs/federation.md "Server-drawn pages run isolated"); null: the renderer's own 2 s. The browser suite raises it: two
   * portals and two browsers share its two cores, and it checks that pages are drawn, not how fast (the benchmarks
   * and Lighthouse measure that).
   */
  drawingTimeLimitMs: number | null;
};

export type LiveConfig = {
  /** LIVE_HEARTBEAT_SECONDS (25): a comment line this often, so proxies do not cut an idle stream. */
  heartbeatSeconds: number;
  /** LIVE_MAX_STREAMS_PER_USER (8): one more closes that user's oldest stream (a forgotten tab). */
  maxStreamsPerUser: number;
  /** LIVE_SESSION_CHECK_SECONDS (30): how often open streams' sessions are checked for expiry. */
  sessionCheckSeconds: number;
  /** LIVE_RETENTION_HOURS (24): events older than this are trimmed; a stream further behind is told to reset. */
  retentionHours: number;
};

function exportMaxRowsOf(value: string | undefined): number {
  const n = Math.floor(positiveOf(value, LIST_EXPORT_MAX_ROWS, 'EXPORT_MAX_ROWS'));
  if (n > LIST_EXPORT_MAX_ROWS) throw new Error(`EXPORT_MAX_ROWS may lower the export limit, not raise it above ${LIST_EXPORT_MAX_ROWS}`);
  return n;
}

function positiveOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number: ${value}`);
  return n;
}

function liveOf(env: NodeJS.ProcessEnv): LiveConfig {
  return {
    heartbeatSeconds: positiveOf(env.LIVE_HEARTBEAT_SECONDS, 25, 'LIVE_HEARTBEAT_SECONDS'),
    maxStreamsPerUser: Math.floor(positiveOf(env.LIVE_MAX_STREAMS_PER_USER, 8, 'LIVE_MAX_STREAMS_PER_USER')),
    sessionCheckSeconds: positiveOf(env.LIVE_SESSION_CHECK_SECONDS, 30, 'LIVE_SESSION_CHECK_SECONDS'),
    retentionHours: positiveOf(env.LIVE_RETENTION_HOURS, 24, 'LIVE_RETENTION_HOURS'),
  };
}

export type S3StorageConfig = {
  driver: 's3';
  /** Null for AWS itself; MinIO and other self-hosted stores give their URL. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Folder inside the bucket (`portal`), without slashes at either end; '' for the bucket's root. */
  prefix: string;
  /** Both or neither: without them the AWS SDK's own credential chain applies. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
};
export type StorageConfig = { driver: 'local' } | S3StorageConfig;

function portalUrlOf(value: string | undefined, port: number): string {
  const url = value?.trim() || `http://localhost:${port}`;
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(url)) throw new Error(`PORTAL_URL must be an http(s) address: ${url}`);
  return url.replace(/\/+$/, '');
}

/** An S3 bucket name (the AWS rules, which the compatible stores share): 3-63 lower-case letters, digits, dots, hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+){0,3}$/;

/**
 * STORAGE_DRIVER: `local` (default) or `s3` with S3_BUCKET and the S3_* settings beside it. Anything missing or
 * malformed stops the start with a message naming the variable; the bucket itself is checked when the app starts.
 */
function storageOf(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE_DRIVER?.trim() || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3: ${driver}`);
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!BUCKET.test(bucket)) throw new Error(`STORAGE_DRIVER=s3 needs S3_BUCKET, a bucket name (3-63 of a-z, 0-9, . and -): ${JSON.stringify(bucket)}`);
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint !== null) {
    let url: URL | null = null;
    try { url = new URL(endpoint); } catch { /* reported below */ }
    if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`S3_ENDPOINT must be an http(s) URL: ${endpoint}`);
  }
  const prefix = (env.S3_PREFIX?.trim() ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !PREFIX.test(prefix)) throw new Error(`S3_PREFIX must be 1-4 folders of letters, digits, _ and -: ${prefix}`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left out for the AWS credential chain)');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() || 'false';
  if (!['true', 'false', '1', '0'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be true or false: ${pathStyle}`);
  return {
    driver, endpoint, bucket, prefix, accessKeyId, secretAccessKey,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  };
}

export type PaymentsConfig = { provider: 'sandbox' | null; notifySecret: string | null; sandboxSmsCode: string | null };

/**
 * PAYMENT_PROVIDER: `sandbox` (the default outside production) or `none`. The sandbox accepts money that does not
 * exist, so production refuses it, as it refuses a fixed SMS code. Without PAYMENT_NOTIFY_SECRET the key is made at
 * first start and kept in the database (sys_secret).
 */
function paymentsOf(env: NodeJS.ProcessEnv, isProduction: boolean): PaymentsConfig {
  const name = env.PAYMENT_PROVIDER?.trim() || (isProduction ? 'none' : 'sandbox');
  if (name !== 'sandbox' && name !== 'none') throw new Error(`PAYMENT_PROVIDER must be sandbox or none: ${name}`);
  if (name === 'sandbox' && isProduction) throw new Error('PAYMENT_PROVIDER=sandbox must not be used when NODE_ENV=production');
  const sandboxSmsCode = env.SANDBOX_SMS_CODE?.trim() || null;
  if (sandboxSmsCode && isProduction) throw new Error('SANDBOX_SMS_CODE must not be set when NODE_ENV=production');
  if (sandboxSmsCode && !/^\d{6}$/.test(sandboxSmsCode)) throw new Error('SANDBOX_SMS_CODE must be 6 digits');
  const notifySecret = env.PAYMENT_NOTIFY_SECRET?.trim() || null;
  if (notifySecret && notifySecret.length < 32) throw new Error('PAYMENT_NOTIFY_SECRET must have at least 32 characters');
  return { provider: name === 'sandbox' ? 'sandbox' : null, notifySecret, sandboxSmsCode };
}

export type ThrottleName = 'captcha' | 'emailCode' | 'register' | 'loadFailure' | 'cspReport' | 'collectSend';
export type ThrottleLimit = { limit: number; windowSeconds: number };

/**
 * Defaults let fifty buyers behind one office address work (120 captchas a minute: each sign-in or
 * registration page asks for one or two) and stop a script: a burst of 300 captchas, e-mail codes to a
 * 31st address within ten minutes, a 21st registration within ten minutes.
 */
const THROTTLE_DEFAULTS: Record<ThrottleName, ThrottleLimit & { env: string }> = {
  captcha: { limit: 120, windowSeconds: 60, env: 'THROTTLE_CAPTCHA_PER_MINUTE' },
  emailCode: { limit: 30, windowSeconds: 600, env: 'THROTTLE_EMAIL_CODES_PER_10_MINUTES' },
  register: { limit: 20, windowSeconds: 600, env: 'THROTTLE_REGISTRATIONS_PER_10_MINUTES' },
  // Reports browsers send on their own (docs/production.md "Security headers", docs/monitoring.md "Load health").
  loadFailure: { limit: 30, windowSeconds: 60, env: 'THROTTLE_LOAD_FAILURES_PER_MINUTE' },
  cspReport: { limit: 60, windowSeconds: 60, env: 'THROTTLE_CSP_REPORTS_PER_MINUTE' },
  // Per buyer across their extension's connections, not per address (docs/collect-extension.md "Throttle").
  collectSend: { limit: COLLECT_SENDS_PER_MINUTE, windowSeconds: 60, env: 'THROTTLE_COLLECT_SENDS_PER_MINUTE' },
};

function throttlesOf(env: NodeJS.ProcessEnv): Record<ThrottleName, ThrottleLimit> {
  const entries = Object.entries(THROTTLE_DEFAULTS).map(([name, d]) => {
    const raw = env[d.env];
    const limit = raw === undefined || raw === '' ? d.limit : Number(raw);
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`${d.env} must be a positive whole number: ${raw}`);
    return [name, { limit, windowSeconds: d.windowSeconds }];
  });
  return Object.fromEntries(entries) as Record<ThrottleName, ThrottleLimit>;
}

/** At least 8 characters and not only spaces: the one account that can do everything. */
function adminPasswordOf(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.trim().length < 8) throw new Error('ADMIN_PASSWORD must have at least 8 characters');
  return value;
}

/**
 * JOBS_WORKER=false makes a web-only process: it still sends jobs, others run them. On by default, except under
 * NODE_ENV=test, where tests run due jobs themselves (`app.jobs.runDue()`) and no worker polls.
 */
function jobsOf(env: NodeJS.ProcessEnv, nodeEnv: string): Config['jobs'] {
  const worker = env.JOBS_WORKER?.trim();
  if (worker && !['true', 'false', '1', '0'].includes(worker)) throw new Error(`JOBS_WORKER must be true or false: ${worker}`);
  const rawPoll = env.JOBS_POLL_SECONDS?.trim();
  const pollingSeconds = rawPoll ? Number(rawPoll) : 2;
  // pg-boss refuses less than half a second.
  if (!(pollingSeconds >= 0.5 && pollingSeconds <= 600)) throw new Error(`JOBS_POLL_SECONDS must be between 0.5 and 600: ${rawPoll}`);
  return { worker: worker ? worker === 'true' || worker === '1' : nodeEnv !== 'test', pollingSeconds };
}

/** A visitor's page is drawn or sent as built within this; between half a second and half a minute. */
function drawingTimeLimitOf(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 500 || ms > 30_000) throw new Error(`DRAWING_TIME_LIMIT_MS must be a whole number of milliseconds from 500 to 30000: ${raw}`);
  return ms;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const captchaTestCode = env.CAPTCHA_TEST_CODE?.trim() || null;
  if (captchaTestCode && isProduction) {
    throw new Error('CAPTCHA_TEST_CODE must not be set when NODE_ENV=production');
  }
  if (captchaTestCode && !/^\d{4}$/.test(captchaTestCode)) {
    throw new Error('CAPTCHA_TEST_CODE must be 4 digits');
  }
  const seedDemo = env.SEED_DEMO ? env.SEED_DEMO !== 'false' && env.SEED_DEMO !== '0' : !isProduction;
  if (seedDemo && isProduction) {
    throw new Error('Refusing to seed demo accounts with default passwords when NODE_ENV=production');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  // Default: the monorepo root, found from the server package, not from the working directory.
  const webRoot = path.resolve(env.WEB_ROOT ?? path.join(SERVER_ROOT, '..'));
  return {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    seedDemo,
    adminPassword: adminPasswordOf(env.ADMIN_PASSWORD),
    captchaTestCode,
    webRoot,
    collectExtensionDir: path.resolve(env.COLLECT_EXTENSION_DIR?.trim() || path.join(webRoot, 'extension')),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    throttles: throttlesOf(env),
    jobs: jobsOf(env, nodeEnv),
    payments: paymentsOf(env, isProduction),
    storage: storageOf(env),
    live: liveOf(env),
    exportMaxRows: exportMaxRowsOf(env.EXPORT_MAX_ROWS),
    drawingTimeLimitMs: drawingTimeLimitOf(env.DRAWING_TIME_LIMIT_MS),
    portalUrl: portalUrlOf(env.PORTAL_URL, port),
    portalUrlSet: Boolean(env.PORTAL_URL?.trim()),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: Number(env.SMTP_PORT ?? 587),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER ?? null,
          pass: env.SMTP_PASS ?? null,
          from: env.SMTP_FROM ?? 'no-reply@procurement.local',
        }
      : null,
  };
}
