import { userSchema, type User } from '../api/auth';

/** A user as `auth/login` and `auth/info` answer it, parsed so the fixture cannot drift from the contract. */
export function userFixture(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id: 1,
    username: 'buyer01',
    nickName: 'Buyer',
    email: 'buyer@example.com',
    phone: null,
    areaCode: null,
    gender: null,
    avatarName: null,
    accountType: 'purchaser',
    dept: null,
    roleList: [{ id: 3, name: 'purchaser', title: 'Purchaser' }],
    roles: ['purchaser', 'order:create'],
    createdAt: '2024-01-05T00:00:00.000Z',
    ...overrides,
  });
}
