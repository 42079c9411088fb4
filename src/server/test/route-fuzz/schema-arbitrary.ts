import fc from 'fast-check';

/**
 * The part of JSON Schema (OpenAPI 3.0 flavour, as `/docs/json` writes it from the contract's zod
 * schemas) that the route fuzz turns into fast-check arbitraries: valid values from a schema, and
 * values meant to be refused (decision 0259). A keyword it does not know is ignored, so an unknown
 * schema yields any JSON value.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

/**
 * Values worth trying for a property or parameter by its name (and the collection of the route
 * asking): ids the fuzz has seen in answers.
 */
export type Hints = (name: string, collection?: string) => fc.Arbitrary<unknown> | undefined;

/** Text a browser rarely sends and PostgreSQL cannot always store: NUL, lone surrogates, huge. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\uD800',
    'x\uDC00y',
    '🚬',
    '%',
    '../..',
    ' ',
    'null',
    '-1',
    '1e309',
    'NaN',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
  ),
);

/** Strings that are ids, words and numbers alike, so an unconstrained field gets more than noise. */
const plainText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .constantFrom('FL', 'TX', 'Cigar', 'Test', 'a', '1', '2026-01-15')
      .filter((text) => text.length >= minLength && text.length <= maxLength),
  );

/** Values a user sends, tried first where a pattern accepts them. */
const realistic = [
  '2026-11-01',
  '2025-06-15',
  '2026-01-01T10:00:00Z',
  '2026-11-01T15:30:00.000Z',
  '2026-Q4',
  '2025-Q1',
  'FL',
  'TX',
];

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  // Valid values stay short: long text is the invalid side's business.
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const fit = (text: string) => text.slice(0, schema.maxLength ?? text.length);
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      const likely = realistic.filter((text) => pattern.test(text) && text.length >= minLength);
      const matching = fc.stringMatching(pattern).map(fit);
      // A pattern's random strings (9999-99-99) are mostly refused by the rules behind it: real
      // dates and quarters first, so that valid requests reach the handlers.
      return likely.length
        ? fc.oneof({ arbitrary: fc.constantFrom(...likely), weight: 3 }, { arbitrary: matching, weight: 1 })
        : matching;
    } catch {
      // A pattern fast-check cannot invert: plain text, refused or not, still exercises the route.
    }
  }
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return isoDate;
    case 'date':
      return isoDate.map((text) => text.slice(0, 10));
    case 'email':
      return fc.emailAddress().map(fit);
    case 'uri':
      return fc.webUrl().map(fit);
  }
  return plainText(minLength, maxLength);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : Number.EPSILON;
  let min = schema.minimum;
  let max = schema.maximum;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  else if (schema.exclusiveMinimum === true && min !== undefined) min += step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  else if (schema.exclusiveMaximum === true && max !== undefined) max -= step;
  const low = Math.max(min ?? -1000, Number.MIN_SAFE_INTEGER);
  const high = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueFor(name, property, hints)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** A property's value: one the fuzz has seen for that name part of the time, else one from its schema. */
function valueFor(name: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const seen = hints(name);
  const generated = validValue(schema, hints);
  return seen ? fc.oneof({ arbitrary: seen, weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;
}

/** A value the schema accepts (best effort: refinements a JSON schema cannot say are not known here). */
export function validValue(schema: JsonSchema, hints: Hints = () => undefined): fc.Arbitrary<unknown> {
  if (schema.nullable) {
    const { nullable: _nullable, ...rest } = schema;
    return fc.oneof(
      { arbitrary: validValue(rest, hints), weight: 4 },
      { arbitrary: fc.constant(null), weight: 1 },
    );
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, hints)));
  if (schema.allOf?.length === 1 && schema.allOf[0]) return validValue(schema.allOf[0], hints);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type }, hints)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(schema.items ?? {}, hints), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return objectArbitrary(schema, hints);
  }
  if (schema.properties) return objectArbitrary(schema, hints);
  return fc.jsonValue({ maxDepth: 2 });
}

/** Nested arrays `depth` deep: a parser or a walker that recurses must not fall over. */
export const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

const wrongTypes: Record<string, unknown[]> = {
  string: [0, true, [], {}, null],
  integer: ['one', 1.5, true, [], null, 1e308, -1e308],
  number: ['one', true, [], {}, null],
  boolean: ['yes', 2, [], null],
  array: ['a', 1, {}, null],
  object: ['a', 1, [], null],
};

/** Values just past the schema's own bounds. */
function outOfRange(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) values.push('');
  if (typeof schema.maximum === 'number') values.push(schema.maximum + 1, Number.MAX_SAFE_INTEGER * 4);
  if (typeof schema.minimum === 'number') values.push(schema.minimum - 1, -Number.MAX_SAFE_INTEGER * 4);
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  if (schema.pattern || schema.format) values.push('not-matching', '9999-99-99', '2026-02-30');
  if (schema.enum) values.push('not-one-of-them');
  return values;
}

/**
 * A value that should be refused: the wrong type, past a bound, hostile text, deep, or huge (in a
 * URL just past Node's 16 KB of headers, which answers 431 before any route).
 */
export function invalidValue(schema: JsonSchema, where: 'body' | 'url' = 'body'): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const wrong = types.flatMap((type) => wrongTypes[type] ?? []);
  const bounded = outOfRange(schema);
  return fc.oneof(
    fc.constantFrom(...wrong, ...bounded, where === 'body' ? 'x'.repeat(200_000) : 'x'.repeat(17_000)),
    hostileText,
    fc.constant(nested(where === 'body' ? 1000 : 100)),
  );
}

/**
 * A body the route should refuse: a valid one with one property broken or missing, an unknown
 * property, or something else entirely.
 */
export function invalidBody(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const whole = invalidValue(schema);
  if (properties.length === 0) return whole;
  const valid = objectArbitrary(schema, hints);
  const broken = properties.map(([name, property]) =>
    fc.tuple(valid, invalidValue(property)).map(([body, value]) => ({ ...body, [name]: value })),
  );
  const required = schema.required ?? [];
  const missing = required.map((name) =>
    valid.map((body) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== name))),
  );
  const extra = fc
    .tuple(valid, fc.jsonValue({ maxDepth: 3 }))
    .map(([body, value]) => ({ ...body, __proto__x: value }));
  return fc.oneof(whole, fc.oneof(...broken), ...(missing.length ? [fc.oneof(...missing)] : []), extra);
}
