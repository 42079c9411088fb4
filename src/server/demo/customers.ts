import { createRandom, deriveSeed } from './random.js';
import { amount, listId, timeStamp, addDays } from './format.js';
import { names } from './names.js';
import { cityZips, places, type Place } from './places.js';
import { demoPriceLevels, demoSalesReps, demoTerms } from './reference.js';

/** What the transaction generator needs to know of a customer. */
export interface DemoCustomer {
  index: number;
  listId: string;
  fullName: string;
  state: string;
  isActive: boolean;
  percentOff: number;
  termsName: string;
  termsDays: number;
  repInitial: string;
  repListId: string;
  /** Orders per year, roughly: how big an account this is. */
  activity: number;
  created: string;
  shipAddress: Record<string, string>;
  billAddress: Record<string, string>;
}

const stateTable: [Place, number][] = places.map((p) => [p, p.weight]);

/** Customer number `index` (0-based across all scales): the same customer whatever else is generated. */
export function demoCustomer(
  seed: number,
  index: number,
  today: string,
  takenNames: Set<string>,
): { customer: DemoCustomer; document: Record<string, unknown> } {
  const random = createRandom(deriveSeed(seed, index));
  const place = random.weighted(stateTable);
  const city = random.pick(place.cities);
  const first = random.pick(names.firstNames);
  const last = random.pick(names.surnames);
  const company = random.chance(0.45)
    ? `${random.pick(names.shopStyles)} ${city}`
    : random.chance(0.5)
      ? `${last} ${random.pick(names.shopWords)}`
      : `${city} ${random.pick(names.shopWords)}`;
  const accountNumber = String(10000 + index);
  // QuickBooks names are unique: a second shop of the same name gets its city, then its account number.
  const fullName = [company, `${company} (${city})`, `${company} #${accountNumber}`].find(
    (name) => !takenNames.has(name),
  ) as string;
  takenNames.add(fullName);
  const isActive = !random.chance(0.08);
  const taa = random.chance(0.12);
  const priceLevel = random.weighted([
    [null, 55],
    [demoPriceLevels[0], 20],
    [demoPriceLevels[1], 15],
    [demoPriceLevels[2], 10],
  ] as const);
  const terms = random.weighted([
    [demoTerms[0], 50],
    [demoTerms[3], 25],
    [demoTerms[1], 10],
    [demoTerms[2], 5],
    [demoTerms[4], 5],
    [demoTerms[5], 5],
  ] as const);
  const rep = demoSalesReps.find((r) => r.initial === place.rep) ?? demoSalesReps[0];
  if (!terms || !rep) throw new Error('demo reference lists are empty');
  const zips = cityZips[`${place.state} ${city}`] ?? [];
  // One draw as before, so every later draw (and the whole demo company) stays the same.
  const zip = zips[random.int(100, 999) % zips.length];
  if (!zip) throw new Error(`No ZIP code for the demo city ${city}, ${place.state}`);
  const street = `${random.int(10, 9999)} ${random.pick(names.streets)}`;
  const shipAddress = {
    Addr1: company,
    Addr2: street,
    City: city,
    State: place.state,
    PostalCode: zip,
    Country: 'US',
  };
  const billAddress = random.chance(0.1)
    ? {
        Addr1: company,
        Addr2: `PO Box ${random.int(100, 9999)}`,
        City: city,
        State: place.state,
        PostalCode: zip,
        Country: 'US',
      }
    : shipAddress;
  const phone = `(${place.area}) 555-${String(random.int(0, 9999)).padStart(4, '0')}`;
  const domain = `${company
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')
    .slice(0, 18)}.test`;
  const email = `${first
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}@${domain}`;
  const created = addDays(today, -random.int(200, 3650));
  const contacts = [
    { ContactName: 'Main Phone', ContactValue: phone },
    { ContactName: 'Main Email', ContactValue: email },
    ...(random.chance(0.4)
      ? [
          {
            ContactName: 'Alt. Phone',
            ContactValue: `(${place.area}) 555-${String(random.int(0, 9999)).padStart(4, '0')}`,
          },
        ]
      : []),
    ...(random.chance(0.25) ? [{ ContactName: 'CC Email', ContactValue: `accounts@${domain}` }] : []),
    ...(random.chance(0.3) ? [{ ContactName: 'Website', ContactValue: `https://www.${domain}` }] : []),
  ];
  const balance = isActive && random.chance(0.3) ? random.int(100, 12000) : 0;
  const document: Record<string, unknown> = {
    ListID: listId(0x8010_0000 + index, 1_500_000_000 + (index % 100_000)),
    TimeCreated: timeStamp(created),
    TimeModified: timeStamp(addDays(created, random.int(0, 180))),
    EditSequence: String(1_500_000_000 + index),
    Name: fullName,
    FullName: fullName,
    IsActive: isActive ? 'true' : 'false',
    CompanyName: company,
    FirstName: first,
    LastName: last,
    BillAddress: billAddress,
    ShipAddress: shipAddress,
    Phone: phone,
    Email: email,
    AdditionalContactRef: contacts.length === 1 ? contacts[0] : contacts,
    AccountNumber: accountNumber,
    Balance: amount(balance),
    TotalBalance: amount(balance),
    TermsRef: { ListID: terms.listId, FullName: terms.name },
    SalesRepRef: { ListID: rep.listId, FullName: rep.initial },
    ...(priceLevel ? { PriceLevelRef: { ListID: priceLevel.listId, FullName: priceLevel.name } } : {}),
    DataExtRet: [
      {
        OwnerID: '0',
        DataExtName: 'isTAAMember',
        DataExtType: 'STR255TYPE',
        DataExtValue: taa ? 'YES' : 'NO',
      },
      { OwnerID: '0', DataExtName: 'Region', DataExtType: 'STR255TYPE', DataExtValue: place.rep },
    ],
  };
  return {
    document,
    customer: {
      index,
      listId: document.ListID as string,
      fullName,
      state: place.state,
      isActive,
      percentOff: priceLevel?.percentOff ?? 0,
      termsName: terms.name,
      termsDays: terms.days,
      repInitial: rep.initial,
      repListId: rep.listId,
      activity: isActive
        ? random.weighted([
            [1, 35],
            [2, 30],
            [4, 25],
            [10, 10],
          ] as const)
        : 1,
      created,
      shipAddress,
      billAddress,
    },
  };
}
