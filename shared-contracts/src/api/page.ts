import * as z from 'zod/mini';

/**
 * A page of rows as the spec's list calls answer it, in zod/mini so the lean login bundle can use it.
 * `item` may be a classic or a mini schema: both are zod core types.
 */
export const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().check(z.int()) });
export type Page<T> = { content: T[]; totalElements: number };

/** A page with the list's counts beside it (per status, under the same filters: the tabs). */
export const pageWithCountsOf = <T extends z.core.$ZodType, C extends z.core.$ZodType>(item: T, counts: C) =>
  z.extend(pageOf(item), { counts });
