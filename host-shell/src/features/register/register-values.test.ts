import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { emptyRegisterValues, registerResolver, type RegisterValues } from './register-values';

const options = {} as ResolverOptions<RegisterValues>;
const valid: RegisterValues = {
  username: 'hanoi01', nickName: 'Hanoi Trading', email: 'buyer@example.vn', emailCode: '123456',
  password: 'abc123', confirmPassword: 'abc123', areaCode: '+84', phone: '912345678', agreement: true,
};

describe('registerResolver', () => {
  it('passes a complete form', async () => {
    expect(await registerResolver('purchaser')(valid, undefined, options)).toEqual({ values: valid, errors: {} });
  });

  it('answers the SPEC §8 message keys, all fields at once', async () => {
    const result = await registerResolver('enterprise')(
      { ...valid, email: 'nope', confirmPassword: 'abc124', agreement: false, password: 'short' }, undefined, options,
    );
    const messages = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
    expect(messages).toEqual({
      email: MessageKey.emailInvalid,
      password: MessageKey.passwordFormat,
      confirmPassword: MessageKey.passwordMismatch,
      agreement: MessageKey.agreementRequired,
    });
  });

  it('requires every field of an empty form', async () => {
    const { errors } = await registerResolver('cooperation')(emptyRegisterValues(), undefined, options);
    expect(Object.keys(errors).sort()).toEqual(['agreement', 'email', 'emailCode', 'nickName', 'password', 'phone', 'username']);
  });
});
