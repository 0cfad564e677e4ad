import { z } from 'zod';
import { MessageKey } from './message-keys';
import { MAX_LINE_QUANTITY } from './cart';
import { collectSchema, collectResultSchema } from './collect';
import { sourcePlatformSchema } from './goods';
import { text } from './text';

/**
 * The collection extension (issue 29, docs/collect-extension.md): the portal issues a buyer a token limited to
 * collecting and reading their own cart and collected goods; the extension sends it in this header from its
 * service worker only, so the visited page's scripts never see it (no cookie, no page-side fetch).
 */
export const COLLECT_TOKEN_HEADER = 'x-collect-token';
/** A token: `pct_` and 43 base64url characters (32 random bytes). Stored hashed; shown once when issued. */
export const COLLECT_TOKEN_PATTERN = /^pct_[A-Za-z0-9_-]{43}$/;
/** Connections a buyer may hold at once. */
export const COLLECT_TOKENS_MAX = 10;
/** Items (sends) a buyer's tokens may make per minute together. */
export const COLLECT_SENDS_PER_MINUTE = 30;

/**
 * What the buyer pastes into the extension once: base64url of the JSON of this object. It names the portal that
 * issued it, which becomes the only address the extension talks to.
 */
export const collectConnectionSchema = z.object({
  portal: z.string().url(),
  token: z.string().regex(COLLECT_TOKEN_PATTERN),
});
export type CollectConnection = z.infer<typeof collectConnectionSchema>;

// ---- In the portal (the buyer's session): Personal centre → Collection extension ----

/** `GET api/collect/tokens`: the buyer's connections, newest first; never the token itself. */
export const collectTokenSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  createTime: z.string(),
  lastUsedTime: z.string().nullable(),
});
export type CollectToken = z.infer<typeof collectTokenSchema>;
export const collectTokenListSchema = z.array(collectTokenSchema);

/** `POST api/collect/tokens`: a new connection, named so the buyer can tell their browsers apart. */
export const collectTokenCreateSchema = z.object({
  label: text({ message: MessageKey.required }).trim().min(1, MessageKey.required).max(60, MessageKey.tooLong),
});
/** Its answer: the only time the token and its connection code are shown. `DELETE api/collect/tokens/:id` revokes. */
export const collectTokenIssuedSchema = collectTokenSchema.extend({
  token: z.string(),
  /** base64url(JSON.stringify({ portal, token })), see `collectConnectionSchema`. */
  connectionCode: z.string(),
});
export type CollectTokenIssued = z.infer<typeof collectTokenIssuedSchema>;

// ---- From the extension (header COLLECT_TOKEN_HEADER; any other route refuses the token) ----

/** `GET api/collect/extension/session`: who the token belongs to and the language the panel speaks. */
export const collectSessionSchema = z.object({
  userName: z.string(),
  language: z.enum(['en', 'cn', 'vi']),
  cartCount: z.number().int(),
});
export type CollectSession = z.infer<typeof collectSessionSchema>;

/**
 * `POST api/collect/extension/send`: the item as read from the page (the collect ingest's shape) and the SKUs the
 * buyer picked, by their specification values, with quantities. `cart` collects the item and puts the lines in the
 * cart as a link-purchase (ddc) item; `sourcing` opens a sourcing request for staff to handle.
 */
export const collectSendSchema = z.object({
  item: collectSchema,
  lines: z.array(z.object({
    attrs: z.record(text().trim().min(1).max(30), text().trim().min(1).max(60)),
    quantity: z.number({ message: MessageKey.quantityRequired }).int(MessageKey.invalidNumber)
      .min(1, MessageKey.quantityRequired).max(MAX_LINE_QUANTITY, MessageKey.invalidNumber),
  })).min(1, MessageKey.specRequired).max(100),
  target: z.enum(['cart', 'sourcing']),
  remark: text().trim().max(500, MessageKey.tooLong).default(''),
});
export type CollectSend = z.infer<typeof collectSendSchema>;
export const collectSendResultSchema = collectResultSchema.extend({
  target: z.enum(['cart', 'sourcing']),
  /** Cart lines added or increased (cart), 0 for sourcing. */
  cartLines: z.number().int(),
  sourcingId: z.number().int().nullable(),
  /** Where the result is seen in the portal, e.g. `/myCart` or the request's page. */
  portalPath: z.string(),
});
export type CollectSendResult = z.infer<typeof collectSendResultSchema>;

/** `GET api/collect/extension/items`: the buyer's latest collected items (at most 20), newest first. */
export const collectedItemSchema = z.object({
  goodsId: z.number().int(),
  platform: sourcePlatformSchema,
  itemId: z.string(),
  title: z.string(),
  collectTime: z.string(),
});
export const collectedItemListSchema = z.array(collectedItemSchema);

// ---- The packed extension, public ----

/** `GET api/collect/extension/package/info` (404 mall.extensionNotBuilt before a build); the zip at `.../package`. */
export const extensionPackageSchema = z.object({
  version: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  builtTime: z.string(),
});
export type ExtensionPackage = z.infer<typeof extensionPackageSchema>;
