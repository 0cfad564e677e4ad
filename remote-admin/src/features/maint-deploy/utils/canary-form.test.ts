import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { readCanaryForm, typedRoleNames } from './canary-form';

const form = (percent: string, roles: string[] = [], typedRoles = '') => ({ percent, roles, typedRoles });

describe('readCanaryForm', () => {
  it('gives the body for a share, for roles, or for both', () => {
    expect(readCanaryForm('1.1.0', form('10'), false)).toEqual({ body: { version: '1.1.0', percent: 10, roles: [], overrideMenus: false } });
    expect(readCanaryForm('1.1.0', form('', ['buyer'], 'ops, buyer'), true))
      .toEqual({ body: { version: '1.1.0', percent: 0, roles: ['buyer', 'ops'], overrideMenus: true } });
  });

  it('refuses a share outside 0–100 or not whole, and a canary for nobody', () => {
    expect(readCanaryForm('1.1.0', form('150'), false)).toEqual({ errors: { percent: MessageKey.deployCanaryPercent } });
    expect(readCanaryForm('1.1.0', form('-1'), false)).toEqual({ errors: { percent: MessageKey.deployCanaryPercent } });
    expect(readCanaryForm('1.1.0', form('12.5'), false)).toEqual({ errors: { percent: MessageKey.invalidNumber } });
    expect(readCanaryForm('1.1.0', form('ten'), false)).toEqual({ errors: { percent: MessageKey.invalidNumber } });
    expect(readCanaryForm('1.1.0', form('0'), false)).toEqual({ errors: { percent: MessageKey.deployCanaryEmpty } });
  });
});

describe('typedRoleNames', () => {
  it('splits at commas and spaces', () => {
    expect(typedRoleNames(' buyer,ops  admin,,buyer ')).toEqual(['buyer', 'ops', 'admin']);
    expect(typedRoleNames('')).toEqual([]);
  });
});
