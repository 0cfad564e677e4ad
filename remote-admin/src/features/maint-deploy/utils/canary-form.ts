import { canaryBodySchema, type CanaryBody } from 'shared-contracts/api/deploy';

/** The canary form as typed: the share as text, roles picked or typed (comma-separated). */
export type CanaryForm = { percent: string; roles: readonly string[]; typedRoles: string };

export type CanaryFormResult = { body: CanaryBody } | { errors: { percent?: string; roles?: string } };

/** Roles typed by name: split at commas and spaces, blanks and repeats dropped. */
export function typedRoleNames(typed: string): string[] {
  return [...new Set(typed.split(/[\s,]+/).filter(Boolean))];
}

/**
 * The request body, checked by the contract's own schema (a share from 0 to 100, and a share or a role), or the
 * message key of each field's first error. An empty share counts as 0, so roles alone may make the canary.
 */
export function readCanaryForm(version: string, form: CanaryForm, overrideMenus: boolean): CanaryFormResult {
  const roles = [...new Set([...form.roles, ...typedRoleNames(form.typedRoles)])];
  const percent = form.percent.trim() === '' ? 0 : Number(form.percent);
  const parsed = canaryBodySchema.safeParse({ version, percent, roles, overrideMenus });
  if (parsed.success) return { body: parsed.data };
  const errors: { percent?: string; roles?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'roles' ? 'roles' : 'percent';
    errors[field] ??= issue.message;
  }
  return { errors };
}
