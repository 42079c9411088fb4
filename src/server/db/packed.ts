/**
 * Lists of numbers stored as blobs (`bytea` on PostgreSQL): float64 in the host's byte order,
 * little-endian on every platform Node ships for. Read back as a typed array without parsing, which
 * is what lets sales insight read tens of thousands of rows of days per request (decision 0188).
 */

export function packNumbers(list: readonly number[]): Uint8Array {
  return new Uint8Array(Float64Array.from(list).buffer);
}

export function unpackNumbers(blob: Uint8Array): Float64Array {
  // A driver's buffer may start anywhere in a shared pool; a float64 view needs 8-byte alignment.
  if (blob.byteOffset % 8 === 0) return new Float64Array(blob.buffer, blob.byteOffset, blob.byteLength / 8);
  return new Float64Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
}
