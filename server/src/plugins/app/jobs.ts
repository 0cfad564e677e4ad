import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { executorOf } from './jobs-db';
import { JobQueue } from './jobs-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * `app.jobs`: the job queue (pg-boss) on the app's own database, PGlite or PostgreSQL (docs/jobs.md). A worker
 * process (JOBS_WORKER, on by default) starts it when the app is ready: its queues, the cron schedules, a worker per
 * queue and pg-boss's maintenance. A web-only process starts it on first use, to send jobs only. Closing the app
 * stops it before the database closes.
 */
export default fp(async function jobsPlugin(app: FastifyInstance) {
  const jobs = new JobQueue({
    executor: executorOf(app.database),
    clock: app.clock,
    worker: app.config.jobs.worker,
    pollingSeconds: app.config.jobs.pollingSeconds,
    log: app.log.child({ module: 'jobs' }),
  });
  app.decorate('jobs', jobs);
  if (jobs.worker) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}, { name: 'jobs', dependencies: ['database', 'clock'] });
