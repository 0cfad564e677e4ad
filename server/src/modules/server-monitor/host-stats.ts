import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import si from 'systeminformation';
import type { ServerMonitor } from 'shared-contracts/api/server-monitor';

type Static = { model: string; cores: number; os: string };
let staticInfo: Promise<Static> | null = null;

/** CPU model and operating system do not change while the process runs, and `si` spawns commands to learn them: once. */
function staticParts(): Promise<Static> {
  staticInfo ??= Promise.all([si.cpu(), si.osInfo()]).then(([cpu, info]) => ({
    model: [cpu.manufacturer, cpu.brand].filter(Boolean).join(' ') || os.cpus()[0]?.model || 'unknown',
    cores: cpu.cores || os.availableParallelism(),
    os: `${info.distro || info.platform} ${info.release} (${info.platform} ${info.arch}, kernel ${info.kernel})`.trim(),
  })).catch(() => {
    staticInfo = null;
    return { model: os.cpus()[0]?.model ?? 'unknown', cores: os.availableParallelism(), os: `${os.type()} ${os.release()} (${os.arch()})` };
  });
  return staticInfo;
}

const clampPercent = (n: number) => Math.min(100, Math.max(0, Number.isFinite(n) ? Math.round(n * 10) / 10 : 0));

/**
 * CPU load since the previous call (`si.currentLoad` keeps the last reading: /proc/stat, no process spawned) and
 * memory without the kernel's reclaimable caches (total less available, as `free` counts "used").
 */
export async function cpuAndMemory(): Promise<Pick<ServerMonitor, 'cpu' | 'memory'> & { os: string }> {
  const [parts, load, mem] = await Promise.all([staticParts(), si.currentLoad(), si.mem()]);
  return {
    cpu: { model: parts.model, cores: parts.cores, loadPercent: clampPercent(load.currentLoad) },
    memory: { totalBytes: mem.total, usedBytes: Math.max(0, mem.total - mem.available) },
    os: parts.os,
  };
}

/**
 * The filesystem holding the data directory (`statfs`, no `df` process). The directory may not exist yet (a server
 * on PostgreSQL before its first upload): its nearest existing parent is on the same filesystem, or near enough.
 */
export async function diskOf(dir: string): Promise<ServerMonitor['disk']> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      const s = await fs.statfs(at);
      return { totalBytes: s.blocks * s.bsize, usedBytes: (s.blocks - s.bfree) * s.bsize };
    } catch {
      if (path.dirname(at) === at) return null;
    }
  }
}
