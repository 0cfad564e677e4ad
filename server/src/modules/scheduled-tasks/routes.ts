import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import {
  taskListSchema, taskNameParamSchema, taskRunNowSchema, taskRunPageSchema, taskRunQuerySchema, taskSchema,
} from 'shared-contracts/api/scheduled-tasks';
import { principalOf } from '../../plugins/app/auth-guard';
import * as service from './service';

const tags = ['scheduled tasks'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The job queue's scheduled tasks, shown and controlled (docs/jobs.md "Tasks"; eladmin's 定时任务). */
const scheduledTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/tasks', {
    preHandler: app.requirePermission('timing:list'),
    schema: { tags, summary: 'Every scheduled task: cron, paused, next and last run', response: { 200: taskListSchema, ...errors } },
  }, async () => service.listTasks(app.jobs));

  app.get('/api/tasks/:name/runs', {
    preHandler: app.requirePermission('timing:list'),
    schema: {
      tags, summary: 'A task’s run log, newest first', params: taskNameParamSchema, querystring: taskRunQuerySchema,
      response: { 200: taskRunPageSchema, ...errors },
    },
  }, async (request) => service.taskRuns(app.jobs, request.params.name, request.query));

  app.put('/api/tasks/:name/pause', {
    preHandler: app.requirePermission('timing:edit'),
    schema: { tags, summary: 'Pause a task (in every process, across restarts)', params: taskNameParamSchema, response: { 200: taskSchema, ...errors } },
  }, async (request) => service.pauseTask(app.jobs, request.params.name, principalOf(request).username));

  app.put('/api/tasks/:name/resume', {
    preHandler: app.requirePermission('timing:edit'),
    schema: { tags, summary: 'Resume a paused task with the code’s cron', params: taskNameParamSchema, response: { 200: taskSchema, ...errors } },
  }, async (request) => service.resumeTask(app.jobs, request.params.name, principalOf(request).username));

  app.post('/api/tasks/:name/run', {
    preHandler: app.requirePermission('timing:edit'),
    schema: { tags, summary: 'Run a task now (also while paused)', params: taskNameParamSchema, response: { 200: taskRunNowSchema, ...errors } },
  }, async (request) => service.runTaskNow(app.jobs, request.params.name));
};
export default scheduledTaskRoutes;
