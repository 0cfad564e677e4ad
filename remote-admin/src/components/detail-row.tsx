import { DataList } from '@chakra-ui/react/data-list';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type DetailRowProps = { labelId: string; values?: Record<string, number>; children: ReactNode };

/** One labelled value of a record shown in full (a DataList item): the label a message id, the value as given. */
export function DetailRow({ labelId, values, children }: DetailRowProps) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={labelId} values={values} /></DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
