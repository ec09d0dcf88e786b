import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

/** The machine a bench ran on. */
export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryBytes: number;
  nodeVersion: string;
  platform: string;
  date: string;
  /** Load averages (1, 5, 15 minutes) when the run started: other work on the machine skews the figures. */
  loadAtStart: number[];
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
    loadAtStart: currentLoad(),
  };
}

/** A warning when other work kept the machine busy as the run started (1-minute load above half the cores), else undefined. */
export function busyMachineWarning(machine: MachineInfo): string | undefined {
  // Why the start only: the load at the end counts the bench's own last phase (Chromium, the service and the page use
  // both cores), so it says nothing about other work; the end is shown beside the start in the report.
  const atStart = machine.loadAtStart[0] ?? 0;
  // Why half the cores: the bench itself keeps about one core busy (the service, or the HTTP client).
  if (atStart <= machine.cores / 2) return undefined;
  return `Warning: the machine was busy with other work when the run started (1-minute load ${atStart.toFixed(2)} on ${machine.cores} cores); these figures are skewed upwards and noisy.`;
}

/** The load averages (1, 5, 15 minutes) now, rounded to two decimals. */
export function currentLoad(): number[] {
  return loadavg().map((load) => Math.round(load * 100) / 100);
}
