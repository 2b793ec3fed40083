/** The date and machine line every benchmark section carries. */
import os from 'node:os';

export function machineLine(now = new Date()) {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  // Other work on the machine moves every figure; the ceilings beside them move with it.
  const load = os.loadavg()[0]?.toFixed(2) ?? 'n/a';
  return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${model} · ${cpus.length} cores · ${memory} · load ${load} at start · Node ${process.version} · ${os.platform()} ${os.release()}`;
}
