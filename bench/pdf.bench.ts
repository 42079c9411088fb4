import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { InvoiceDocument } from '../src/web/features/pdf/components/InvoiceDocument';
import { table, type Benchmark } from './lib.js';
import { sampleAddress, sampleCompany, sampleLines, sumAmounts } from '../src/web/test/pdf-samples';

export interface PdfBenchResult {
  name: string;
  lines: number;
  pages: number;
  /** Median wall-clock time of three renders (after one warm-up render). */
  ms: number;
  /** Median process CPU time of the same renders (less sensitive to a busy machine). */
  cpuMs: number;
  goalMs: number;
  /**
   * Judged on CPU time: rendering is single-threaded and CPU-bound, so on an idle machine wall
   * time equals CPU time; on a shared machine the wall time also counts waiting for a core.
   */
  pass: boolean;
}

/** Renders an invoice with 200 lines (25 pages) to a PDF in Node; goal ≤ 2 s. */
export async function runPdfBench(lineCount = 200): Promise<PdfBenchResult> {
  const lines = sampleLines(lineCount);
  const element = createElement(InvoiceDocument, {
    company: sampleCompany,
    number: 'INV-BENCH',
    date: '2024-06-10',
    dueDate: '2024-07-10',
    terms: 'Net 30',
    salesRep: 'JD',
    poNumber: 'PO-1',
    billTo: sampleAddress,
    shipTo: sampleAddress,
    lines,
    subtotal: sumAmounts(lines),
    balanceRemaining: sumAmounts(lines),
  });
  // renderToBuffer's type wants a <Document> element; InvoiceDocument renders one.
  const document = element as unknown as Parameters<typeof renderToBuffer>[0];
  let buffer = await renderToBuffer(document); // warm-up: fonts and layout engine
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    buffer = await renderToBuffer(document);
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => Math.round(values.sort((a, b) => a - b)[1] ?? 0);
  const ms = median(times);
  const cpuMs = median(cpuTimes);
  const pages = (buffer.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  const goalMs = 2000;
  return {
    name: `invoice PDF, ${lineCount} lines`,
    lines: lineCount,
    pages,
    ms,
    cpuMs,
    goalMs,
    pass: cpuMs <= goalMs,
  };
}

/** The runner's entry (bench/run.ts): a Markdown section for docs/performance.md. */
export const pdfBenchmark: Benchmark = {
  name: 'Invoice PDF (200 lines)',
  async run() {
    const result = await runPdfBench();
    return [
      'React PDF renders an invoice with 200 lines (8 per page) to a buffer in Node, after one warm-up render; median of 3. The goal is judged on CPU time (single-threaded, CPU-bound work: equal to wall time on an idle machine; wall time on a shared machine includes waiting for a core).',
      '',
      table(
        ['Lines', 'Pages', 'Wall time', 'CPU time', 'Goal', 'Met'],
        [
          [
            result.lines,
            result.pages,
            `${result.ms} ms`,
            `${result.cpuMs} ms`,
            `≤ ${result.goalMs} ms`,
            result.pass ? 'yes' : 'no',
          ],
        ],
      ),
    ].join('\n');
  },
};
