import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';

/** A boolean column as a small badge (green yes, grey no). */
export function YesNo({ value }: { value: boolean }) {
  return (
    <Badge size="sm" colorPalette={value ? 'green' : 'gray'}>
      <FormattedMessage id={value ? 'admin.yes' : 'admin.no'} />
    </Badge>
  );
}
