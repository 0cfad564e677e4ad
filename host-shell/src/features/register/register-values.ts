import type { Resolver } from 'react-hook-form';
import { areaCodes, type RegistrationKind } from 'shared-contracts/api/auth';
import { registerFormErrors } from 'shared-contracts/validators';

/** The registration form as the user fills it (SPEC §3 Registration); `kind` comes from the page. */
export type RegisterValues = {
  username: string;
  nickName: string;
  email: string;
  emailCode: string;
  password: string;
  confirmPassword: string;
  areaCode: (typeof areaCodes)[number];
  phone: string;
  agreement: boolean;
};

export const emptyRegisterValues = (): RegisterValues => ({
  username: '', nickName: '', email: '', emailCode: '', password: '', confirmPassword: '',
  areaCode: areaCodes[0], phone: '', agreement: false,
});

/**
 * SPEC §5 rules through the register API's own schema (registerFormErrors), all fields at once, so the
 * form never accepts what the server refuses. Messages are the server's keys; the page translates them.
 */
export function registerResolver(kind: RegistrationKind): Resolver<RegisterValues> {
  return (values) => {
    const problems = registerFormErrors({ ...values, kind });
    const fields = Object.entries(problems) as Array<[keyof RegisterValues, string]>;
    if (fields.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(fields.map(([field, message]) => [field, { type: 'validate', message }])),
    };
  };
}
