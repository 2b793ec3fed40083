/** The date and machine line every benchmark section carries. */
import os from 'node:os';

export function machineLine(now = new Date()) {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${model} · ${cpus.length} cores · ${memory} · Node ${process.version} · ${os.platform()} ${os.release()}`;
}
