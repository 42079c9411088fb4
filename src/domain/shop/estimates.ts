import { z } from 'zod';

/**
 * Signed estimates (issue 48, part 5; decisions 0340, 0341): the signature a buyer sends, what of
 * an order the estimate shows (so a change of it asks for a new signature), and the words each
 * side reads.
 */

export const pngDataUrlPrefix = 'data:image/png;base64,';

/** A drawn signature is a few kilobytes; 300 KB of PNG is far beyond any real one. */
export const signatureMaxBytes = 300 * 1024;
/** base64 holds 3 bytes in 4 characters. */
const signatureMaxChars = pngDataUrlPrefix.length + Math.ceil(signatureMaxBytes / 3) * 4;
/** The largest canvas a signature is read from, in pixels each way. */
export const signatureMaxSide = 4096;
export const signerNameMax = 120;

export const signatureTooLargeMessage = `The signature image is too large (at most ${signatureMaxBytes / 1024} KB).`;
export const notAPngMessage = 'The signature must be a PNG image drawn on the page.';
export const nameRequiredMessage = 'Type your name to sign.';
export const emptySignatureMessage = 'Draw your signature in the box before signing.';
export const estimateChangedMessage =
  'This estimate changed after it was sent; ask your rep for the new one.';
export const alreadySignedMessage = 'This estimate is already signed.';
export const signedOrderMessage =
  "This order's estimate is signed: the order cannot be changed or deleted any more.";
/** Why no one may delete the signed PDF (decision 0356): the signature's evidence would go with it. */
export const signedPdfKeptMessage = "A signed estimate's PDF is kept as evidence and cannot be deleted.";

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Whether the data URL's first bytes are a PNG's: its signature, then its IHDR chunk with a size
 * within bounds. The server decodes the whole image again before drawing it (a PNG whose data
 * does not inflate is refused there with the same words).
 */
export function looksLikePng(dataUrl: string): boolean {
  if (!dataUrl.startsWith(pngDataUrlPrefix)) return false;
  let head: string;
  try {
    // 32 base64 characters are 24 bytes: the signature, IHDR's length, its type, width and height.
    head = atob(dataUrl.slice(pngDataUrlPrefix.length, pngDataUrlPrefix.length + 32));
  } catch {
    return false;
  }
  const bytes = Array.from(head, (c) => c.charCodeAt(0));
  if (bytes.length < 24 || pngMagic.some((b, i) => bytes[i] !== b)) return false;
  if (head.slice(12, 16) !== 'IHDR') return false;
  const u32 = (at: number) =>
    ((bytes[at] ?? 0) << 24) +
    ((bytes[at + 1] ?? 0) << 16) +
    ((bytes[at + 2] ?? 0) << 8) +
    (bytes[at + 3] ?? 0);
  const [width, height] = [u32(16), u32(20)];
  return width > 0 && height > 0 && width <= signatureMaxSide && height <= signatureMaxSide;
}

export const signEstimateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, nameRequiredMessage)
    .max(signerNameMax, `Your name is at most ${signerNameMax} characters.`),
  signature: z.string().max(signatureMaxChars, signatureTooLargeMessage).refine(looksLikePng, notAPngMessage),
});
export type SignEstimate = z.infer<typeof signEstimateSchema>;

/** The unsigned PDF the rep's browser drew from the saved order, base64 (at most 1 MB of PDF). */
export const estimatePdfMaxBytes = 1024 * 1024;
export const sendForSignatureSchema = z.object({
  pdf: z
    .string()
    .min(1, 'The estimate PDF is missing.')
    .max(Math.ceil(estimatePdfMaxBytes / 3) * 4, 'The estimate PDF is too large (at most 1 MB).')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The estimate PDF must be sent as base64.'),
});

/** What of an order its estimate prints: a change of any of it asks for a new signature (0341). */
export interface EstimateContent {
  customerListId: string | null;
  customerName: string;
  orderType: string;
  priceLevelName: string;
  terms: string;
  instructions: string;
  products: readonly { productListId: string; qty: number; price: number; amount: number }[];
  totals: { amount: number; qty: number };
  excise: unknown;
}

/** The estimate's content as one canonical text (the server keeps its SHA-256). */
export function estimateContentOf(order: EstimateContent): string {
  return JSON.stringify({
    customerListId: order.customerListId,
    customerName: order.customerName,
    orderType: order.orderType,
    priceLevelName: order.priceLevelName,
    terms: order.terms,
    instructions: order.instructions,
    products: order.products.map((p) => [p.productListId, p.qty, p.price, p.amount]),
    totals: [order.totals.amount, order.totals.qty],
    excise: order.excise ?? null,
  });
}

export const estimateStates = ['sent', 'signed', 'changed'] as const;
export type EstimateState = (typeof estimateStates)[number];

/** The words of a request's state, on the order and in the portal; `signedOn` is already formatted. */
export function estimateStatusWords(
  estimate: { state: EstimateState; signerName: string | null },
  signedOn: string,
): string {
  if (estimate.state === 'signed') return `Signed by ${estimate.signerName ?? ''} on ${signedOn}`;
  if (estimate.state === 'changed') return 'Changed since it was sent: needs a new signature';
  return 'Sent for signature';
}

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** A signature request as the company reads it on the order. */
export const staffEstimateSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  state: z.enum(estimateStates),
  sentAt: z.string(),
  sentByName: z.string(),
  unsignedSha256: sha256Schema,
  unsignedSize: z.number().int(),
  signerName: z.string().nullable(),
  signerEmail: z.string().nullable(),
  signerIp: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedAttachmentId: z.string().nullable(),
});
export type StaffEstimate = z.infer<typeof staffEstimateSchema>;

/** A signature request as the shop's buyer reads it in the portal. */
export const shopEstimateSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  state: z.enum(estimateStates),
  sentAt: z.string(),
  sentByName: z.string(),
  totalCents: z.number().int(),
  unsignedSha256: sha256Schema,
  signerName: z.string().nullable(),
  signedAt: z.string().nullable(),
});
export type ShopEstimate = z.infer<typeof shopEstimateSchema>;

/** The verification: the hash recorded when sent, and the stored unsigned PDF's hashed again now. */
export const estimateVerificationSchema = z.object({
  recordedSha256: sha256Schema,
  computedSha256: sha256Schema,
  matches: z.boolean(),
  size: z.number().int(),
  signedSha256: sha256Schema.nullable(),
});
export type EstimateVerification = z.infer<typeof estimateVerificationSchema>;
