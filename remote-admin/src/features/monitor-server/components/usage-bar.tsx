import { HStack } from '@chakra-ui/react/stack';
import { Progress } from '@chakra-ui/react/progress';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { formatBytes, percentOf } from '../utils/format-units';

type UsageBarProps = { label: string; usedBytes: number; totalBytes: number };

/** Used of total as a bar (orange from 75 %, red from 90 %) with the figures under it. */
export function UsageBar({ label, usedBytes, totalBytes }: UsageBarProps) {
  const locale = usePortalLocale();
  const percent = percentOf(usedBytes, totalBytes);
  const palette = percent >= 90 ? 'red' : percent >= 75 ? 'orange' : 'green';
  return (
    <Progress.Root value={Math.min(100, percent)} max={100} colorPalette={palette} size="sm">
      <HStack justify="space-between" mb="1">
        <Progress.Label>{label}</Progress.Label>
        <Text fontSize="sm" fontWeight="semibold">{percent} %</Text>
      </HStack>
      {/* The track is the progressbar; named by the label rather than zag's default (its own value). */}
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
      <Text fontSize="xs" color="fg.muted" mt="1">
        <FormattedMessage id="admin.monitor.server.usedOf" values={{ used: formatBytes(usedBytes, locale), total: formatBytes(totalBytes, locale) }} />
      </Text>
    </Progress.Root>
  );
}
