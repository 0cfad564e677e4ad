import { chakra } from '@chakra-ui/react/styled-system';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { useAtomValue } from 'jotai';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';

/** A menu entry of type iFrame (`component: 'IFrame'`): the page in `meta.link`, framed in the layout. */
export function IFrameView({ menu }: { menu: MenuRoute }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const title = menu.meta.i18n[locale] || menu.meta.title;
  const link = menu.meta.link ?? 'about:blank';
  return (
    <Stack gap="2" h="full">
      <Link href={link} target="_blank" rel="noopener noreferrer" fontSize="sm" alignSelf="flex-end">
        <FormattedMessage id="iframe.openNew" />
      </Link>
      <chakra.iframe
        src={link}
        title={intl.formatMessage({ id: 'iframe.title' }, { title })}
        w="full"
        minH="calc(100vh - 200px)"
        borderWidth="1px"
        borderRadius="md"
      />
    </Stack>
  );
}
