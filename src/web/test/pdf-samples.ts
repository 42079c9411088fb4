import { companyDefault } from '../../domain/settings/company';
import type { DocumentAddress, DocumentLine } from '../features/pdf';

/** Sample data for the PDF tests, the sample renders and the benchmark. */
export const sampleCompany = companyDefault;

export const sampleAddress: DocumentAddress = {
  name: 'Smoke House Tobacco LLC',
  lines: ['Attn: Maria Lopez', '455 Ocean Drive, Suite 12'],
  city: 'San Diego',
  state: 'CA',
  postalCode: '92101',
};

const items = [
  ['p-CO-ROB', 'Cosecha Robusto 5 x 50, box of 20'],
  ['p-ADF109', 'A. Fuego TAA Toro 6 x 52, box of 10'],
  ['ps-SAMPLER', 'Sampler, assorted 5 cigars'],
  ['pt-TUBO', 'Tubo Churchill 7 x 48, box of 12'],
  ['POS-STAND', 'Counter display stand'],
] as const;

/** `count` lines cycling through a few products; line n has quantity n and rate 10 + n. */
export function sampleLines(count: number): DocumentLine[] {
  return Array.from({ length: count }, (_, index) => {
    const [item, description] = items[index % items.length] ?? items[0];
    const quantity = index + 1;
    const rate = 10 + index + 1;
    return { item, description, quantity, rate, amount: quantity * rate };
  });
}

export function sumAmounts(lines: readonly DocumentLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
