import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { listSortOf, type StaffList } from 'shared-contracts/api/staff-lists';

/**
 * Says in which order a staff list comes (docs/back-office.md "Queues: longest waiting first"): a queue with a time
 * target longest waiting first, any other list newest first, as the server answers it for that state.
 */
export function ListOrderNote({ list, state }: { list: StaffList; state: string | null | undefined }) {
  const sort = listSortOf(list, state);
  return (
    <Text fontSize="sm" color="fg.muted" data-sort={sort}>
      <FormattedMessage id={sort === 'waiting' ? 'admin.list.waitingFirst' : 'admin.list.newestFirst'} />
    </Text>
  );
}
