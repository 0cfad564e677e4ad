import { Avatar } from '@chakra-ui/react/avatar';
import { Badge } from '@chakra-ui/react/badge';
import { Card } from '@chakra-ui/react/card';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useIntl } from 'react-intl';
import type { User } from 'shared-contracts/api/auth';
import { pictureThumbnailUrl } from 'shared-contracts/api/picture-thumbnail';
import { maskEmail } from '../utils/mask-email';
import { AvatarUpload } from './avatar-upload';

/** The avatar's thumbnail (docs/storage.md): the card shows it small. */
const avatarSrc = (name: string | null) => (name ? pictureThumbnailUrl(`/avatar/${encodeURIComponent(name)}`) : undefined);

/** Known role names have translated labels; other roles show the title an administrator gave them. */
function roleLabel(role: User['roleList'][number], messages: Record<string, unknown>, format: (id: string) => string): string {
  const id = `userCenter.role.${role.name}`;
  return messages[id] !== undefined ? format(id) : role.title || role.name;
}

/** The personal card: avatar (and its upload), who the user is and what they hold (SPEC §2 /user/center). */
export function ProfileCard({ user }: { user: User }) {
  const intl = useIntl();
  const format = (id: string) => intl.formatMessage({ id });
  const none = format('userCenter.profile.none');
  const name = user.nickName || user.username;
  const rows: Array<[string, string]> = [
    ['userCenter.profile.username', user.username],
    ['userCenter.profile.nickName', user.nickName || none],
    ['userCenter.profile.email', maskEmail(user.email) || none],
    ['userCenter.profile.phone', user.phone ? `${user.areaCode ?? ''} ${user.phone}`.trim() : none],
    ['userCenter.profile.gender', user.gender ? format(`userCenter.gender.${user.gender}`) : none],
    ['userCenter.profile.dept', user.dept?.name ?? none],
    ['userCenter.profile.createdAt', intl.formatDate(user.createdAt, { dateStyle: 'medium', timeStyle: 'short' })],
  ];
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Header>
        <Heading as="h2" size="md">{format('userCenter.profile.title')}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5" align="center">
          <Avatar.Root size="2xl" colorPalette="blue" data-testid="profile-avatar">
            <Avatar.Fallback name={name} />
            {avatarSrc(user.avatarName) ? (
              <Avatar.Image src={avatarSrc(user.avatarName)} alt={intl.formatMessage({ id: 'userCenter.avatar.current' }, { name })} />
            ) : null}
          </Avatar.Root>
          <AvatarUpload name={name} />
          <DataList.Root orientation="horizontal" size="sm" w="full" divideY="1px">
            {rows.map(([label, value]) => (
              <DataList.Item key={label} pt="2">
                <DataList.ItemLabel minW="28">{format(label)}</DataList.ItemLabel>
                <DataList.ItemValue justifyContent="flex-end" textAlign="end" minW="0"><Text overflowWrap="anywhere">{value}</Text></DataList.ItemValue>
              </DataList.Item>
            ))}
            <DataList.Item pt="2">
              <DataList.ItemLabel minW="28">{format('userCenter.profile.roles')}</DataList.ItemLabel>
              <DataList.ItemValue justifyContent="flex-end">
                <HStack gap="1" wrap="wrap" justify="flex-end">
                  {user.roleList.length
                    ? user.roleList.map((role) => <Badge key={role.id} colorPalette="blue" variant="subtle">{roleLabel(role, intl.messages, format)}</Badge>)
                    : <Badge variant="subtle">{format('userCenter.role.ROLE_SYSTEM_DEFAULT')}</Badge>}
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
