import { deployRefusalSchema, type DeployProblem } from 'shared-contracts/api/deploy';
import { isHTTPError } from 'shared-contracts/http/is-http-error';

/** A refused deploy action as a dialog shows it: the message key, and the checks' problems when there are some. */
export type Refusal = { key: string; problems: DeployProblem[] };

/** Said when the answer is no refusal of the server's (network down, a body that is not the error shape). */
export const REQUEST_FAILED_KEY = 'admin.tools.deploy.requestFailed';

export function refusalOf(error: unknown): Refusal {
  if (!isHTTPError(error)) return { key: REQUEST_FAILED_KEY, problems: [] };
  const body = deployRefusalSchema.safeParse(error.data);
  if (!body.success) return { key: REQUEST_FAILED_KEY, problems: [] };
  // A 400's field error says more than its generic "check the fields".
  const key = body.data.errors?.[0]?.message ?? body.data.message;
  return { key, problems: body.data.problems ?? [] };
}

/**
 * Only menu entries stand in the way: the admin may go live anyway, knowingly (the server records the override).
 * A compatibility problem is never overridable: the version would break for every user.
 */
export function onlyMenuProblems(problems: readonly DeployProblem[]): boolean {
  return problems.length > 0 && problems.every((p) => p.kind === 'menuModuleMissing');
}

/**
 * What a dialog that may go live anyway makes of a refusal and the admin's override tick: whether it may be overridden,
 * the `overrideMenus` to send, and whether the confirm button must wait (a refusal with problems, not overridden).
 */
export function overrideState(refusal: Refusal | null, override: boolean) {
  const overridable = refusal !== null && onlyMenuProblems(refusal.problems);
  const overrideMenus = overridable && override;
  return { overridable, overrideMenus, blocked: refusal !== null && refusal.problems.length > 0 && !overrideMenus };
}
