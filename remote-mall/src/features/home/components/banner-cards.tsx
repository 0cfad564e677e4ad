import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** The home banners: drawn with CSS gradients (no image requests on the landing), each a link. */
const BANNERS = [
  { to: '/mallDdc', title: 'mall.home.banner.ddc.title', text: 'mall.home.banner.ddc.text', gradient: 'linear-gradient(135deg, #c53030, #dd6b20)' },
  { to: '/pluginInstallation', title: 'mall.home.banner.plugin.title', text: 'mall.home.banner.plugin.text', gradient: 'linear-gradient(135deg, #2b6cb0, #319795)' },
  { to: '/createGuide/logistics-services', title: 'mall.home.banner.logistics.title', text: 'mall.home.banner.logistics.text', gradient: 'linear-gradient(135deg, #2f855a, #718096)' },
] as const;

export function BannerCards() {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="3" p="0" m="0">
      {BANNERS.map((b) => (
        <Box as="li" key={b.to} listStyleType="none" borderRadius="lg" color="white" style={{ backgroundImage: b.gradient }}
          _focusWithin={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}>
          <RouterLink to={b.to} style={{ display: 'block', padding: '1.25rem', color: 'inherit', textDecoration: 'none', minHeight: '7rem' }}>
            <Text fontSize="lg" fontWeight="bold"><FormattedMessage id={b.title} /></Text>
            <Text fontSize="sm" opacity={0.9} mt="1"><FormattedMessage id={b.text} /></Text>
          </RouterLink>
        </Box>
      ))}
    </SimpleGrid>
  );
}
