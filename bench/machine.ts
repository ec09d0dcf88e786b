import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

/** The machine a bench ran on. */
export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryBytes: number;
  nodeVersion: string;
  platform: string;
  date: string;
}

/** The CPU model as /proc/cpuinfo names it (Node's own list where /proc is absent). */
function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('model name'));
    const model = line?.split(':')[1]?.trim();
    if (model) return model;
  } catch {
    // not Linux: fall through to what Node reports
  }
  return cpus()[0]?.model ?? 'unknown';
}

/** Describes this machine: CPU model, cores, memory, Node version, platform and the date of the run. */
export function describeMachine(now: Date = new Date()): MachineInfo {
  return {
    cpuModel: cpuModel(),
    cores: cpus().length,
    memoryBytes: totalmem(),
    nodeVersion: process.version,
    platform: `${process.platform} ${process.arch}`,
    date: now.toISOString(),
  };
}
