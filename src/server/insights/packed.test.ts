import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packNumbers, unpackNumbers } from './packed.js';

describe('packed numbers', () => {
  it('read back as the same numbers, in 4 bytes each when all are 32-bit integers', () => {
    const blob = packNumbers([20_454, -1_999_999, 3, 0]);
    expect(blob.byteLength).toBe(8 + 4 * 4);
    expect([...unpackNumbers(blob)]).toEqual([20_454, -1_999_999, 3, 0]);
  });

  it('keep cents beyond 32 bits exact in 8 bytes each', () => {
    const blob = packNumbers([20_454, 2_147_483_648, 1]);
    expect(blob.byteLength).toBe(8 + 3 * 8);
    expect([...unpackNumbers(blob)]).toEqual([20_454, 2_147_483_648, 1]);
  });

  it('read any list of safe integers back from a buffer at any offset, as a driver returns it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -5, max: 5 }))),
        fc.integer({ min: 0, max: 15 }),
        (list, offset) => {
          const packed = packNumbers(list);
          const pool = new Uint8Array(offset + packed.byteLength);
          pool.set(packed, offset);
          expect([...unpackNumbers(pool.subarray(offset))]).toEqual(list);
        },
      ),
    );
  });

  it('refuse a blob that is not a packed list', () => {
    expect(() => unpackNumbers(new Uint8Array(16))).toThrow('Not a packed list of numbers');
  });
});
