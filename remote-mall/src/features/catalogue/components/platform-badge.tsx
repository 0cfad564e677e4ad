import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import { SOURCE_PLATFORMS } from 'shared-contracts/api/goods';

const COLOURS: Record<string, string> = { taobao: 'orange', tmall: 'red', '1688': 'yellow', pinduoduo: 'pink' };

/** The source platform of a purchasing-agent goods (Taobao, Tmall, 1688, Pinduoduo), translated. */
export function PlatformBadge({ platform }: { platform: string | null }) {
  const known = (SOURCE_PLATFORMS as readonly string[]).includes(platform ?? '');
  return (
    <Badge colorPalette={COLOURS[platform ?? ''] ?? 'gray'} variant="subtle">
      <FormattedMessage id={known ? `mall.catalogue.platform.${platform}` : 'mall.catalogue.platform.other'} />
    </Badge>
  );
}
