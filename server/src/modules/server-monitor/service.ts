import os from 'node:os';
import type { OperationLogHealth, ServerMonitor } from 'shared-contracts/api/server-monitor';
import type { Database } from '../../db/connect';
import { probeDatabase } from './database-probe';
import type { EventLoopMonitor } from './event-loop';
import { cpuAndMemory, diskOf } from './host-stats';

/**
 * One sample of the server monitor; the parts are read side by side, the slowest (the database) sets the pace. The
 * operation log's figures are the process's own (docs/monitoring.md).
 */
export async function sampleServer(
  database: Database, dataDir: string, eventLoop: EventLoopMonitor, operationLog: OperationLogHealth,
): Promise<ServerMonitor> {
  const loop = eventLoop.sample();
  const [host, disk, db] = await Promise.all([cpuAndMemory(), diskOf(dataDir), probeDatabase(database)]);
  const mem = process.memoryUsage();
  return {
    time: new Date().toISOString(),
    cpu: host.cpu,
    memory: host.memory,
    disk,
    node: {
      version: process.version,
      heapUsedBytes: mem.heapUsed,
      heapTotalBytes: mem.heapTotal,
      rssBytes: mem.rss,
      uptimeSeconds: Math.floor(process.uptime()),
    },
    eventLoop: loop,
    system: { os: host.os, uptimeSeconds: Math.floor(os.uptime()) },
    database: db,
    operationLog,
  };
}
