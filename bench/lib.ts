import os from 'node:os';

/** What every benchmark module gives the runner: a name and a Markdown section for docs/performance.md. */
export interface Benchmark {
  name: string;
  run(): Promise<string>;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function machineDescription(): string {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length} (${os.arch()})`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()}`,
    `- Node.js ${process.versions.node}`,
    `- Load average when the run started: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (the machine is shared; figures on an idle machine are better)`,
  ].join('\n');
}
