import { Alert } from '@chakra-ui/react/alert';
import type { ReactNode } from 'react';

/** What the last step did ("Payment … approved"), announced politely (role status) above the list it changed. */
export function DoneNotice({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
