import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Dict } from 'shared-contracts/api/dict';
import { DetailPane } from './detail-pane';
import { DictPane } from './dict-pane';
import { EmptyList } from '../../../components/list-state';

/** `admin/system/Dict`: dictionaries on the left, the entries of the chosen one on the right. */
export function DictPage() {
  const [selected, setSelected] = useState<Dict | null>(null);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="admin.dict.title" />
      </Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="6" alignItems="start">
        <Box as="section" borderWidth="1px" rounded="md" p="4">
          <DictPane
            selected={selected}
            onSelect={setSelected}
            // Follows a rename of the dictionary on show, so its entries reload under the new name.
            onSaved={(saved) => setSelected((s) => (s?.id === saved.id ? saved : s))}
            onDeleted={(gone) => setSelected((s) => (s?.id === gone.id ? null : s))}
          />
        </Box>
        <Box as="section" borderWidth="1px" rounded="md" p="4">
          {selected ? (
            // Keyed by dictionary, so its search and page start afresh when another one is chosen.
            <DetailPane key={selected.id} dict={selected} />
          ) : (
            <EmptyList title={<FormattedMessage id="admin.dict.chooseDict" />} />
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
