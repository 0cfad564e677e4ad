import fs from 'node:fs/promises';

const PAGE_BYTES = 4096;

/**
 * A process's resident memory in MiB, from Linux's /proc (null elsewhere or once it has ended). The heap cap
 * (`--max-old-space-size`) leaves out buffers and typed arrays, which this counts.
 */
export async function residentMb(pid: number): Promise<number | null> {
  try {
    const statm = await fs.readFile(`/proc/${pid}/statm`, 'utf8');
    const pages = Number(statm.split(' ')[1]);
    return Number.isFinite(pages) ? (pages * PAGE_BYTES) / 2 ** 20 : null;
  } catch {
    return null;
  }
}
