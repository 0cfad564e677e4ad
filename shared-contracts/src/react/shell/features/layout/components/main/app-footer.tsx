import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { PAGE_LOADING_ATTRIBUTE } from 'shared-contracts/shell/federation/page-loading';
import { FOOTER_YEAR } from 'shared-contracts/shell/features/layout/constants';

/**
 * Left out while the page shown (not a kept, hidden one) is still loading: the footer would stand at the bottom of
 * a short screen and move away when the page arrived, a layout shift of 0.08–0.1 on the mall's first load.
 */
const WHILE_PAGE_LOADS = `main:has(> :not([hidden]) [${PAGE_LOADING_ATTRIBUTE}]) ~ &`;

/** SPEC §3 footerTxt and caseNumber, shown when the showFooter setting is on. */
export function AppFooter() {
  return (
    <Box
      as="footer"
      py="3"
      px="4"
      textAlign="center"
      fontSize="xs"
      color="fg.muted"
      borderTopWidth="1px"
      bg="bg"
      css={{ [WHILE_PAGE_LOADS]: { display: 'none' } }}
    >
      <Text><FormattedMessage id="layout.footer.copyright" values={{ year: FOOTER_YEAR }} /></Text>
      <Text mt="0.5"><FormattedMessage id="layout.footer.caseNumber" /></Text>
    </Box>
  );
}
