import '../zod-without-eval';
import { mountRoot } from '../mount-root';
import { queryClient } from '../providers/query-client';
import { takeFirstData } from './first-data';
import { MallDocument } from './mall-document';

takeFirstData(queryClient);
mountRoot(<MallDocument />, { timeSliced: true });
