import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { taskDescriptionId } from '../utils/task-text';

/** What the task does in the reader's language (for the tasks this page knows), over its queue name. */
export function TaskName({ name }: { name: string }) {
  const description = taskDescriptionId(name);
  return (
    <Stack gap="0">
      {description ? <Text fontWeight="medium"><FormattedMessage id={description} /></Text> : null}
      <Text fontFamily="mono" fontSize="xs" color={description ? 'fg.muted' : undefined}>{name}</Text>
    </Stack>
  );
}
