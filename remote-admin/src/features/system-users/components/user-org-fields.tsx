import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { OwnLevel } from 'shared-contracts/api/roles';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { SelectField } from '../../mall-shared/components/select-field';
import { useDeptTree } from '../../system-shared/api/get-dept-tree';
import { useJobOptions } from '../../system-shared/api/get-job-options';
import { useRoleOptions } from '../../system-shared/api/get-role-options';
import { CheckboxListField } from '../../system-shared/components/checkbox-list-field';
import { deptOptions } from '../../system-shared/utils/dept-tree';
import { roleRank, type UserFormValues, type UserRequest } from '../utils/user-form';

const NO_DEPT = 'none';
const CHOOSE = '';

type UserOrgFieldsProps = {
  control: Control<UserFormValues, unknown, UserRequest>;
  errors: FieldErrors<UserFormValues>;
  own: OwnLevel | undefined;
  initial: UserFormValues;
};

/**
 * Department, roles and jobs. Only what the server would accept is offered: departments of the reader's scope
 * (no department only to readers who see all data; a department outside the scope only as the one the user is
 * in), roles at or below the reader's level, enabled jobs (and those the user holds).
 */
export function UserOrgFields({ control, errors, own, initial }: UserOrgFieldsProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const locale = usePortalLocale();
  const tree = useDeptTree();
  const roles = useRoleOptions();
  const jobs = useJobOptions();

  const depts = deptOptions(tree.data?.content ?? [], locale);
  const keepOutside = initial.deptId !== null && tree.data !== undefined && !depts.some((d) => d.value === String(initial.deptId));
  const offersNone = Boolean(own?.allData) || (initial.id !== undefined && initial.deptId === null);
  const deptChoices = [
    ...(offersNone ? [{ value: NO_DEPT, label: text('admin.system.user.form.noDept') }] : [{ value: CHOOSE, label: text('admin.system.user.form.chooseDept') }]),
    ...(keepOutside ? [{ value: String(initial.deptId), label: text('admin.system.user.form.deptOutside') }] : []),
    ...depts,
  ];

  return (
    <>
      <Controller
        control={control}
        name="deptId"
        render={({ field }) => (
          <SelectField
            label={text('admin.system.user.form.dept')}
            options={deptChoices}
            disabled={tree.isPending}
            error={errors.deptId?.message}
            name={field.name}
            ref={field.ref}
            value={field.value === null ? (offersNone ? NO_DEPT : CHOOSE) : String(field.value)}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value === NO_DEPT || e.target.value === CHOOSE ? null : Number(e.target.value))}
          />
        )}
      />
      <Controller
        control={control}
        name="roleIds"
        render={({ field }) => (
          <CheckboxListField
            label={text('admin.system.user.form.roles')}
            required
            help={text('admin.system.user.form.rolesHelp')}
            options={(roles.data ?? []).map((r) => ({
              value: r.id, label: localized(r.title, r.titleI18n, locale), disabled: own === undefined || roleRank(r) < own.level,
            }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.roleIds?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="jobIds"
        render={({ field }) => (
          <CheckboxListField
            label={text('admin.system.user.form.jobs')}
            options={(jobs.data ?? []).filter((j) => j.enabled || initial.jobIds.includes(j.id))
              .map((j) => ({ value: j.id, label: localized(j.name, j.nameI18n, locale) }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.jobIds?.message}
          />
        )}
      />
    </>
  );
}
