import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver that validates exactly the body that will be sent, with the contracts' schemas: the create
 * schema for a new record, the update schema (body plus `id`) for an edit. The submit handler receives the
 * parsed request, so client and server check the same shape.
 */
export function createOrUpdateResolver<Values extends FieldValues & { id?: number }, Request>(
  toBody: (values: Values) => FieldValues,
  createSchema: z.ZodType<unknown, FieldValues>,
  updateSchema: z.ZodType<unknown, FieldValues>,
): Resolver<Values, unknown, Request> {
  const createResolver = zodResolver(createSchema);
  const updateResolver = zodResolver(updateSchema);
  return async (values, context, options) => {
    const body = toBody(values);
    // `options` only carries the field refs native validation would use, keyed by form names; these forms
    // do not validate natively, so handing them on unchanged is safe.
    const result = values.id === undefined
      ? await createResolver(body, context, options as never)
      : await updateResolver({ ...body, id: values.id }, context, options as never);
    return result as unknown as ResolverResult<Values, Request>;
  };
}
