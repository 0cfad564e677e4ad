import { jobBodySchema, jobUpdateSchema, type Job, type JobBody, type JobUpdate } from 'shared-contracts/api/jobs';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { z } from 'zod';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';

/** Keys the server answers for one field (uniqueness needs the database). */
export const JOB_FIELD_OF_KEY: FieldOfKey = { [MessageKey.sysJobNameTaken]: 'name' };

export type JobFormValues = { id?: number; name: string; nameI18n: { en: string; vi: string }; jobSort: number; enabled: boolean };
export type JobRequest = JobBody | JobUpdate;

export const newJobValues = (): JobFormValues => ({ name: '', nameI18n: { en: '', vi: '' }, jobSort: 999, enabled: true });
export const jobToValues = (job: Job): JobFormValues => ({
  id: job.id, name: job.name, nameI18n: { en: job.nameI18n.en ?? '', vi: job.nameI18n.vi ?? '' }, jobSort: job.jobSort, enabled: job.enabled,
});

/** The request body; empty translations are left out (the Chinese name stands in for them). */
export function toJobBody(values: JobFormValues): z.input<typeof jobBodySchema> {
  const nameI18n: { en?: string; vi?: string } = {};
  if (values.nameI18n.en.trim()) nameI18n.en = values.nameI18n.en;
  if (values.nameI18n.vi.trim()) nameI18n.vi = values.nameI18n.vi;
  return { name: values.name, nameI18n, jobSort: values.jobSort, enabled: values.enabled };
}

export const jobFormResolver = createOrUpdateResolver<JobFormValues, JobRequest>(toJobBody, jobBodySchema, jobUpdateSchema);
