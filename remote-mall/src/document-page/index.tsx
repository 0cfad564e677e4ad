import 'shared-contracts/shell/zod-without-eval';
import { mountRoot } from 'shared-contracts/react/shell/mount-root';
import { queryClient } from 'shared-contracts/shell/providers/query-client';
import { takeFirstData } from './first-data';
import { MallDocument } from './mall-document';

takeFirstData(queryClient);
mountRoot(<MallDocument />, { timeSliced: true });
