import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { FOOTER_YEAR } from '../../constants';

/** SPEC §3 footerTxt and caseNumber, shown when the showFooter setting is on. */
export function AppFooter() {
  return (
    <Box as="footer" py="3" px="4" textAlign="center" fontSize="xs" color="fg.muted" borderTopWidth="1px" bg="bg">
      <Text><FormattedMessage id="layout.footer.copyright" values={{ year: FOOTER_YEAR }} /></Text>
      <Text mt="0.5"><FormattedMessage id="layout.footer.caseNumber" /></Text>
    </Box>
  );
}
