import { series } from '../../domain/settings/orderForms.js';
import { createRandom, type Random } from './random.js';
import { listId, money, timeStamp } from './format.js';

/** One demo inventory item before it becomes a QuickBooks document. */
export interface DemoItem {
  listId: string;
  name: string;
  salesDesc: string;
  /** Dollars. */
  salesPrice: number;
  msrp: number;
  brand: string;
  sticks: number;
  itemType: string;
  kind: 'inventory' | 'service' | 'otherCharge';
  quantityOnHand: number;
}

interface Line {
  brand: string;
  prefix: string;
  count: number;
  /** Price of one stick, wholesale. */
  stick: number;
  sticks: number[];
}

const vitolas = [
  'Robusto',
  'Toro',
  'Churchill',
  'Corona',
  'Belicoso',
  'Torpedo',
  'Gordo',
  'Lancero',
  'Petit Corona',
  'Double Corona',
  'Perfecto',
  'Figurado',
];

/** Box lines: the prefixes of the order rules (Cielo p-AC3, Cosecha p-CO, A. Fuego p-ADF1, Robusto Collection p-RC) and others. */
const boxLines: Line[] = [
  { brand: 'Cielo', prefix: 'p-AC3', count: 8, stick: 14, sticks: [10, 20] },
  { brand: 'Cosecha', prefix: 'p-CO40', count: 10, stick: 9, sticks: [20, 25] },
  { brand: 'A. Fuego', prefix: 'p-ADF1', count: 12, stick: 11, sticks: [10, 20, 24] },
  { brand: 'Robusto Collection', prefix: 'p-RC', count: 6, stick: 7, sticks: [20] },
  { brand: 'Don Rafael', prefix: 'p-DR', count: 12, stick: 6, sticks: [20, 25] },
  { brand: 'Casa Vieja', prefix: 'p-CV', count: 12, stick: 5.5, sticks: [20, 25] },
  { brand: 'Habano Clásico', prefix: 'p-HC', count: 10, stick: 6.5, sticks: [20, 24] },
  { brand: 'Sol de Oro', prefix: 'p-SO', count: 10, stick: 8, sticks: [20] },
  { brand: 'Maduro Reserve', prefix: 'p-MR', count: 12, stick: 7.5, sticks: [20, 25] },
  { brand: 'Tesoro Dominicano', prefix: 'p-TD', count: 10, stick: 6, sticks: [25] },
  { brand: 'Nicaragua Puro', prefix: 'p-NP', count: 10, stick: 7, sticks: [20, 24] },
  { brand: 'Connecticut Reserve', prefix: 'p-CR', count: 10, stick: 5, sticks: [25] },
  { brand: 'Vuelta Abajo', prefix: 'p-VA', count: 10, stick: 9.5, sticks: [10, 20] },
  { brand: 'La Fábrica', prefix: 'p-LF', count: 12, stick: 6, sticks: [20, 25] },
  { brand: 'Corona Real', prefix: 'p-CRL', count: 10, stick: 5, sticks: [25] },
  { brand: 'Tres Hermanos', prefix: 'p-TH', count: 10, stick: 6.5, sticks: [20] },
  { brand: 'El Capitán', prefix: 'p-EC', count: 10, stick: 7, sticks: [20, 24] },
  { brand: 'Lancero Club', prefix: 'p-LC', count: 8, stick: 10, sticks: [10] },
  { brand: 'San Andrés Oscuro', prefix: 'p-SAO', count: 10, stick: 8, sticks: [20] },
  { brand: 'Estelí Blend', prefix: 'p-EB', count: 10, stick: 6, sticks: [20, 25] },
];

/** Box items sold only to TAA members: the stats tab tags them 'TAA Exclusive' (ItemType extra). */
const taaExclusiveItems: ReadonlySet<string> = new Set(['p-AC307', 'p-AC308', 'p-ADF112', 'p-LC08']);

/** The single items the order rules name (orderRules defaults). */
const specials: Omit<DemoItem, 'listId' | 'quantityOnHand' | 'kind'>[] = [
  {
    name: 'p-YOS25',
    salesDesc: 'Year of the Snake 2025 Limited Edition (10)',
    salesPrice: 240,
    msrp: 480,
    brand: 'Year of the Snake',
    sticks: 10,
    itemType: 'Cigar',
  },
  {
    name: 'p-EHT10',
    salesDesc: 'Ehtefal Toro Gordo (10)',
    salesPrice: 180,
    msrp: 360,
    brand: 'Ehtefal',
    sticks: 10,
    itemType: 'Cigar',
  },
  {
    name: 'p-HUM25',
    salesDesc: 'TAA 2025 Cedar Humidor (gift)',
    salesPrice: 0,
    msrp: 250,
    brand: 'Humidor Gifts',
    sticks: 0,
    itemType: 'Accessory',
  },
  {
    name: 'p-ANV25',
    salesDesc: 'Anniversary Edition 2025 (5)',
    salesPrice: 0,
    msrp: 150,
    brand: 'Humidor Gifts',
    sticks: 5,
    itemType: 'Cigar',
  },
  {
    name: 'p-ADF3PK',
    salesDesc: 'A. Fuego 3 Pack (gift)',
    salesPrice: 0,
    msrp: 45,
    brand: 'A. Fuego',
    sticks: 3,
    itemType: 'Cigar',
  },
];

const packLines: [string, string, string, number, number][] = [
  // prefix, brand code, brand, sticks, price per pack
  ['ps-', 'DR', 'Don Rafael', 5, 32],
  ['ps-', 'CV', 'Casa Vieja', 5, 28],
  ['ps-', 'HC', 'Habano Clásico', 5, 33],
  ['ps-', 'MR', 'Maduro Reserve', 5, 37],
  ['ps-', 'LF', 'La Fábrica', 5, 30],
  ['pt-', 'DR', 'Don Rafael', 10, 25],
  ['pt-', 'HC', 'Habano Clásico', 10, 26],
  ['pt-', 'SO', 'Sol de Oro', 10, 29],
  ['pt-', 'TH', 'Tres Hermanos', 10, 24],
  ['pt-', 'EB', 'Estelí Blend', 10, 22],
  ['pb-', 'CR', 'Connecticut Reserve', 20, 60],
  ['pb-', 'CRL', 'Corona Real', 20, 55],
  ['pb-', 'TD', 'Tesoro Dominicano', 20, 65],
  ['pb-', 'NP', 'Nicaragua Puro', 20, 70],
  ['pb-', 'EC', 'El Capitán', 20, 68],
];
const packKinds: Record<string, [string, string]> = {
  'ps-': ['Sampler', 'Sampler'],
  'pt-': ['Tin', 'Tin of'],
  'pb-': ['Bundle', 'Bundle of'],
};

const posThings = [
  'Ashtray',
  'Counter Display',
  'Cutter',
  'Torch Lighter',
  'Humidor Cabinet',
  'Window Decal',
  'Banner',
  'Shelf Talker',
  'Cedar Spills',
  'Travel Case',
];
const merchThings = ['Cap', 'T-Shirt', 'Polo', 'Hoodie', 'Mug', 'Catalog', 'Poster', 'Keychain'];

function quantity(random: Random, sticks: number): number {
  if (random.chance(0.06)) return random.int(0, 4);
  return sticks > 0 ? random.int(20, 900) : random.int(5, 200);
}

/** About 400 items: cigar boxes, samplers, tins, bundles, POS material, merchandise and a few services. */
export function demoCatalog(seed: number): DemoItem[] {
  const random = createRandom(seed);
  const items: DemoItem[] = [];
  const add = (item: Omit<DemoItem, 'listId' | 'quantityOnHand'>) =>
    items.push({
      ...item,
      listId: listId(0x8000_0000 + items.length, 1_600_000_000),
      quantityOnHand: quantity(random, item.sticks),
    });

  for (const line of boxLines) {
    series(line.prefix, line.count).forEach((name, i) => {
      const sticks = random.pick(line.sticks);
      const vitola = vitolas[i % vitolas.length] as string;
      const price = money(line.stick * sticks * (0.9 + random.next() * 0.3));
      add({
        name,
        salesDesc: `${line.brand} ${vitola} (${sticks})`,
        salesPrice: price,
        msrp: money(price * 2),
        brand: line.brand,
        sticks,
        itemType: taaExclusiveItems.has(name) ? 'TAA Exclusive' : 'Cigar',
        kind: 'inventory',
      });
    });
  }
  for (const special of specials) add({ ...special, kind: 'inventory' });
  for (const [prefix, code, brand, sticks, price] of packLines) {
    const [itemType, label] = packKinds[prefix] as [string, string];
    for (const name of series(`${prefix}${code}`, 6)) {
      const n = Number(name.slice(-2));
      add({
        name,
        salesDesc: `${brand} ${label} ${sticks} ${vitolas[n % vitolas.length]}`,
        salesPrice: money(price + n),
        msrp: money((price + n) * 2),
        brand,
        sticks,
        itemType,
        kind: 'inventory',
      });
    }
  }
  const brands = boxLines.map((l) => l.brand);
  posThings.forEach((thing, t) => {
    for (let v = 1; v <= 5; v += 1) {
      add({
        name: `POS-${thing
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 8)
          .toUpperCase()}${v}`,
        salesDesc: `${brands[(t * 5 + v) % brands.length]} ${thing}`,
        salesPrice: money(5 + random.int(0, 120)),
        msrp: 0,
        brand: 'POS',
        sticks: 0,
        itemType: 'POS',
        kind: 'inventory',
      });
    }
  });
  merchThings.forEach((thing, t) => {
    for (let v = 1; v <= 5; v += 1) {
      add({
        name: `pm-${thing.replace(/[^A-Za-z]/g, '').toUpperCase()}${v}`,
        salesDesc: `${brands[(t * 3 + v) % brands.length]} ${thing}`,
        salesPrice: money(4 + random.int(0, 40)),
        msrp: money(10 + random.int(0, 60)),
        brand: 'Merchandise',
        sticks: 0,
        itemType: 'Merch',
        kind: 'inventory',
      });
    }
  });
  for (const name of ['POS-Retired Display', 'pm-Old Catalog']) {
    add({
      name,
      salesDesc: `${name.slice(name.indexOf('-') + 1)} (retired)`,
      salesPrice: 0,
      msrp: 0,
      brand: 'Misc',
      sticks: 0,
      itemType: 'POS',
      kind: 'inventory',
    });
  }
  add({
    name: 'Shipping',
    salesDesc: 'Shipping and handling',
    salesPrice: 0,
    msrp: 0,
    brand: 'Misc',
    sticks: 0,
    itemType: 'Service',
    kind: 'service',
  });
  add({
    name: 'Freight',
    salesDesc: 'Freight (LTL)',
    salesPrice: 0,
    msrp: 0,
    brand: 'Misc',
    sticks: 0,
    itemType: 'Service',
    kind: 'service',
  });
  add({
    name: 'Restocking Fee',
    salesDesc: 'Restocking fee 25%',
    salesPrice: 0,
    msrp: 0,
    brand: 'Misc',
    sticks: 0,
    itemType: 'Fee',
    kind: 'otherCharge',
  });
  return items;
}

/** The QuickBooks document of an item: numbers as strings, extras in DataExtRet. */
export function itemDocument(item: DemoItem, onSalesOrder: number): Record<string, unknown> {
  const base: Record<string, unknown> = {
    ListID: item.listId,
    TimeCreated: timeStamp('2019-01-02'),
    TimeModified: timeStamp('2024-06-01'),
    EditSequence: '1717200000',
    Name: item.name,
    FullName: item.name,
    IsActive: item.name.includes('Retired') || item.name.includes('Old') ? 'false' : 'true',
    SalesDesc: item.salesDesc,
    SalesPrice: item.salesPrice.toFixed(2),
    DataExtRet: [
      { OwnerID: '0', DataExtName: 'Brand', DataExtType: 'STR255TYPE', DataExtValue: item.brand },
      { OwnerID: '0', DataExtName: 'Sticks', DataExtType: 'INTTYPE', DataExtValue: String(item.sticks) },
      { OwnerID: '0', DataExtName: 'ItemType', DataExtType: 'STR255TYPE', DataExtValue: item.itemType },
      { OwnerID: '0', DataExtName: 'MSRP', DataExtType: 'AMTTYPE', DataExtValue: item.msrp.toFixed(2) },
    ],
  };
  if (item.kind !== 'inventory') return base;
  return { ...base, QuantityOnHand: String(item.quantityOnHand), QuantityOnSalesOrder: String(onSalesOrder) };
}
