import { deptBodySchema, deptUpdateSchema, type Dept, type DeptBody, type DeptUpdate } from 'shared-contracts/api/depts';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';

/** Keys the server answers for one field (rules that need the tree). */
export const DEPT_FIELD_OF_KEY: FieldOfKey = {
  [MessageKey.sysDeptNameTaken]: 'name',
  [MessageKey.sysDeptCycle]: 'pid',
  [MessageKey.sysDeptNotFound]: 'pid',
};

export type DeptFormValues = {
  id?: number; pid: number | null; name: string; nameI18n: { en: string; vi: string }; deptSort: number; enabled: boolean;
};
export type DeptRequest = DeptBody | DeptUpdate;

export const newDeptValues = (pid: number | null = null): DeptFormValues =>
  ({ pid, name: '', nameI18n: { en: '', vi: '' }, deptSort: 999, enabled: true });
export const deptToValues = (dept: Dept): DeptFormValues => ({
  id: dept.id, pid: dept.pid, name: dept.name, nameI18n: { en: dept.nameI18n.en ?? '', vi: dept.nameI18n.vi ?? '' },
  deptSort: dept.deptSort, enabled: dept.enabled,
});

/** The request body; empty translations are left out (the Chinese name stands in for them). */
export function toDeptBody(values: DeptFormValues): z.input<typeof deptBodySchema> {
  const nameI18n: { en?: string; vi?: string } = {};
  if (values.nameI18n.en.trim()) nameI18n.en = values.nameI18n.en;
  if (values.nameI18n.vi.trim()) nameI18n.vi = values.nameI18n.vi;
  return { pid: values.pid, name: values.name, nameI18n, deptSort: values.deptSort, enabled: values.enabled };
}

export const deptFormResolver = createOrUpdateResolver<DeptFormValues, DeptRequest>(toDeptBody, deptBodySchema, deptUpdateSchema);

/**
 * The contract's checks, then the scope rule the server applies: only a reader who sees all data makes or moves a
 * department to the top level (anyone else is asked for a parent here, before a 403 sends them to /401).
 */
export function deptFormResolverFor(allData: boolean, initialPid: number | null | undefined): Resolver<DeptFormValues, unknown, DeptRequest> {
  return async (values, context, options) => {
    const result = await deptFormResolver(values, context, options);
    const movesToTop = values.pid === null && (values.id === undefined || initialPid !== null);
    if (allData || !movesToTop || result.errors.pid) return result;
    return { values: {}, errors: { ...result.errors, pid: { type: 'scope', message: MessageKey.required } } };
  };
}
