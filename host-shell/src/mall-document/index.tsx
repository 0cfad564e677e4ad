import '../zod-without-eval';
import { mountRoot } from '../mount-root';
import { MallDocument } from './mall-document';

mountRoot(<MallDocument />, { timeSliced: true });
