import type { Address, DocumentLine } from './documents';

/** Plain data for the printable documents: an address block and the printed lines. */
export function printableAddress(name: string, address: Address) {
  return {
    name,
    lines: [address.addr1, address.addr2, address.addr3].filter((l): l is string => Boolean(l)),
    city: address.city ?? '',
    state: address.state ?? '',
    postalCode: address.postalCode ?? '',
  };
}

export function printableLines<L extends DocumentLine>(lines: L[]) {
  return lines.map((l) => ({
    item: l.itemName ?? '',
    description: l.desc ?? '',
    quantity: l.quantity,
    rate: l.rate,
    amount: l.amount,
  }));
}
