import { z } from 'zod';
import { PICTURE_TYPES } from 'shared-contracts/api/picture-upload';

/**
 * What makes the OpenAPI document say exactly what the server answers (issue 24), applied to every route by the
 * swagger plugin's transforms rather than route by route: answers that are files or pages are listed under their
 * media types, a 204 has no content, a nullable enum lists `null` among its values (OpenAPI 3.0 validators check
 * `enum` before `nullable`, so without it a null the server sends fails its own schema), and a record's enumerated
 * keys are named. Checked by openapi-responses.test.ts against real answers of every operation.
 */

/** The key a file or page answer's schema carries from the route to `exactResponses` (never left in the document). */
const MEDIA_TYPES = 'x-media-types';
const TEXT = 'x-text';

/** A 2xx answer that is a file (a download, a picture): the document lists it under its media types as bytes. */
export const fileAnswer = (description: string, ...mediaTypes: [string, ...string[]]) =>
  z.unknown().meta({ description, [MEDIA_TYPES]: mediaTypes });

/** A stored picture (or its WebP thumbnail): the types the portal keeps pictures in. */
export const pictureAnswer = (description: string) => fileAnswer(description, ...PICTURE_TYPES);

/** Any file, its type the one it was stored with. */
export const anyFileAnswer = (description: string) => fileAnswer(description, '*/*');

/** A 2xx answer that is a server-sent events stream (live/routes.ts). */
export const eventStreamAnswer = (description: string) =>
  z.string().meta({ description, [MEDIA_TYPES]: ['text/event-stream'], [TEXT]: true });

/** A 2xx answer that is an HTML page. */
export const pageAnswer = (description: string) => z.string().meta({ description, [MEDIA_TYPES]: ['text/html'], [TEXT]: true });

type JsonSchema = Record<string, unknown>;
type Transformed = { schema: { response?: unknown }; url: string };

function exactResponse(status: string, raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const { [MEDIA_TYPES]: mediaTypes, [TEXT]: text, ...schema } = raw as JsonSchema;
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  // @fastify/swagger leaves out the content of an answer whose schema is of type null.
  if (status === '204') return { type: 'null', description: description ?? 'No content' };
  if (!Array.isArray(mediaTypes)) return raw;
  const body = text ? { type: 'string' } : { type: 'string', format: 'binary' };
  return { description, content: Object.fromEntries(mediaTypes.map((type: string) => [type, { schema: body }])) };
}

/** The per-route transform's second step, after fastify-type-provider-zod turned the zod schemas into JSON schemas. */
export function exactResponses<T extends Transformed>(transformed: T): T {
  const response = transformed.schema?.response;
  if (!response || typeof response !== 'object') return transformed;
  const exact = Object.fromEntries(Object.entries(response).map(([status, raw]) => [status, exactResponse(status, raw)]));
  return { ...transformed, schema: { ...transformed.schema, response: exact } };
}

const isSchema = (value: unknown): value is JsonSchema => !!value && typeof value === 'object' && !Array.isArray(value);

/** One schema made exact, in place; its subschemas are visited by the caller. */
function exactSchema(schema: JsonSchema): void {
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  // A record with enumerated keys (`z.record(z.enum(...), value)`): OpenAPI 3.0 has no `propertyNames`, so only
  // `required` named its keys; name them as properties too.
  const { required, additionalProperties } = schema;
  if (schema.type === 'object' && Array.isArray(required) && isSchema(additionalProperties)) {
    const properties = { ...(isSchema(schema.properties) ? schema.properties : {}) };
    for (const name of required) if (typeof name === 'string' && !(name in properties)) properties[name] = additionalProperties;
    schema.properties = properties;
  }
}

/**
 * The whole document's schemas made exact (paths and components), in place: a nullable enum lists `null`, a record
 * with enumerated keys names them.
 */
export function exactSchemas<T>(document: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isSchema(node)) {
      exactSchema(node);
      Object.values(node).forEach(visit);
    }
  };
  visit(document);
  return document;
}
