import type { IntlShape } from 'react-intl';
import type { User } from 'shared-contracts/api/auth';
import { pictureThumbnailUrl } from 'shared-contracts/api/picture-thumbnail';

/**
 * SPEC §6: the navbar shows the user's first role. Known roles have translated names; a role an admin
 * created later shows its own title (stored in Chinese), and a user with none shows ROLE_SYSTEM_DEFAULT's.
 */
export function firstRoleLabel(user: Pick<User, 'roleList' | 'roles'>, intl: IntlShape): string {
  const first = user.roleList[0];
  const name = first?.name ?? user.roles[0] ?? 'ROLE_SYSTEM_DEFAULT';
  const id = `layout.role.${name}`;
  if (intl.messages[id] !== undefined) return intl.formatMessage({ id });
  return first?.title || name;
}

/** The thumbnail of `/avatar/<avatarName>` (SPEC §7, docs/storage.md), or undefined so the avatar shows initials. */
export function avatarUrl(avatarName: string | null | undefined): string | undefined {
  return avatarName ? pictureThumbnailUrl(`/avatar/${encodeURIComponent(avatarName)}`) : undefined;
}
