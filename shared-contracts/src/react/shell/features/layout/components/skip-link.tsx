import { Link } from '@chakra-ui/react/link';
import { useIntl } from 'react-intl';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop of the page: jumps past the sidebar and the navbar to the page itself. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} position="absolute" insetStart="2" top="-40" zIndex="skipLink" px="3" py="2"
      bg="bg" borderRadius="md" boxShadow="md" _focus={{ top: '2' }}>
      {intl.formatMessage({ id: 'layout.skipToContent' })}
    </Link>
  );
}
