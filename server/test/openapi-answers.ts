import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RecordedAnswer } from './answer-recorder';
import { pathMatcher, type OpenApiDocument, type Operation } from './openapi-document';

/**
 * Checks recorded answers against the OpenAPI document: the operation the request reached, a documented status,
 * the content type among the documented media types, no body where none is documented, and a JSON body valid
 * against its schema (OpenAPI 3.0 schemas, `nullable` included, as Ajv reads them).
 */
export type AnswerCheck = { operation: { method: string; path: string; op: Operation } | null; problem: string | null };

const pointer = (...segments: string[]) => segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

const mediaTypeOf = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** `image/png` is under `image/png`, `image/*` and `*\/*`. */
function documentedType(documented: string[], actual: string): string | undefined {
  return documented.find((d) => d === actual) ?? documented.find((d) => d === `${actual.split('/')[0]}/*`) ?? documented.find((d) => d === '*/*');
}

/**
 * OpenAPI 3.0 schemas bound a range as JSON Schema draft 4 did (`minimum` with `exclusiveMinimum: true`); Ajv reads
 * draft 7, where the exclusive bound is the number itself. A copy of the document with such bounds rewritten.
 */
function withDraft7Bounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDraft7Bounds);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withDraft7Bounds(v)]));
  for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive] === true) out[exclusive] = out[bound];
    else delete out[exclusive];
    if (out[exclusive] !== undefined) delete out[bound];
  }
  return out;
}

export function answerChecker(doc: OpenApiDocument): (answer: RecordedAnswer) => AnswerCheck {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(withDraft7Bounds(doc) as object, 'openapi', undefined, false);
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, validate = ajv.compile({ $ref: `openapi#/${ref}` }));
    return validate;
  };
  const match = pathMatcher(doc);

  return (answer) => {
    const path = match(answer.method, answer.url);
    const method = answer.method.toLowerCase();
    const op = path ? doc.paths[path]?.[method] : undefined;
    if (!path || !op) return { operation: null, problem: 'no documented operation' };
    const operation = { method: answer.method, path, op };
    const status = String(answer.status);
    const response = op.responses[status] ?? op.responses.default;
    if (!response) return { operation, problem: `status ${status} is not documented (${Object.keys(op.responses).join(', ')})` };
    const content = response.content ?? {};
    const documented = Object.keys(content);
    if (documented.length === 0) {
      return { operation, problem: answer.body.length ? `${status} documents no content, got ${answer.body.length} bytes` : null };
    }
    const actual = mediaTypeOf(answer.contentType);
    const type = documentedType(documented, actual);
    if (!type) return { operation, problem: `${status} answered ${actual || 'no content type'}, documented ${documented.join(', ')}` };
    const schema = content[type]?.schema ?? {};
    if (schema.format === 'binary') return { operation, problem: answer.body.length ? null : `${status} ${type}: no bytes` };
    if (!type.endsWith('json')) return { operation, problem: null };
    let data: unknown;
    try {
      data = JSON.parse(answer.body.toString('utf8'));
    } catch {
      return { operation, problem: `${status} ${type}: not JSON` };
    }
    const validate = validatorAt(pointer('paths', path, method, 'responses', response === op.responses[status] ? status : 'default', 'content', type, 'schema'));
    if (validate(data)) return { operation, problem: null };
    const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    return { operation, problem: `${status} body does not match: ${errors.join('; ')}` };
  };
}
