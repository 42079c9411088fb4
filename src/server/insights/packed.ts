/**
 * Lists of numbers stored as blobs (`bytea` on PostgreSQL) and read back as a typed array without
 * parsing, which is what lets sales insight read tens of thousands of rows of days per request
 * (decision 0188). A list of integers that all fit 32 bits is stored in 4 bytes each, any other in
 * 8 (float64, exact for every integer cent up to 2^53), after an 8-byte header naming which; in
 * the host's byte order, little-endian on every platform Node ships for.
 */

const int32 = 4;
const float64 = 8;
const headerBytes = 8;

const fitsInt32 = (list: readonly number[]) =>
  list.every((n) => Number.isInteger(n) && n >= -2_147_483_648 && n <= 2_147_483_647);

export function packNumbers(list: readonly number[]): Uint8Array {
  const width = fitsInt32(list) ? int32 : float64;
  const blob = new Uint8Array(headerBytes + list.length * width);
  new Int32Array(blob.buffer, 0, 1)[0] = width;
  (width === int32
    ? new Int32Array(blob.buffer, headerBytes)
    : new Float64Array(blob.buffer, headerBytes)
  ).set(list);
  return blob;
}

export function unpackNumbers(blob: Uint8Array): Int32Array | Float64Array {
  // A driver's buffer may start anywhere in a shared pool; a typed view needs its own alignment.
  const bytes =
    blob.byteOffset % float64 === 0
      ? blob
      : new Uint8Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
  const width = new Int32Array(bytes.buffer, bytes.byteOffset, 1)[0];
  const count = (bytes.byteLength - headerBytes) / (width ?? float64);
  const start = bytes.byteOffset + headerBytes;
  if (width === int32) return new Int32Array(bytes.buffer, start, count);
  if (width === float64) return new Float64Array(bytes.buffer, start, count);
  throw new Error(`Not a packed list of numbers (width ${String(width)})`);
}
