import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage } from 'react-intl';
import { usePermission } from 'shared-contracts/react/permission';
import { FiguresSection } from './figures-section';
import { WorkCards } from './work-cards';

/** `admin/dashboard/Dashboard`: the work waiting, then the figures (for those who may read the orders). */
export function DashboardPage() {
  const mayReadOrders = usePermission(['order:list']);
  return (
    <Stack gap="8">
      <Heading as="h1" size="xl"><FormattedMessage id="admin.dashboard.title" /></Heading>
      <WorkCards />
      {mayReadOrders ? <FiguresSection /> : null}
    </Stack>
  );
}
