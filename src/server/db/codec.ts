import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
  type PrimitiveValueListNode,
} from 'kysely';
import pg from 'pg';
import { codecColumns } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

const jsonColumns = new Set(codecColumns.json);
const booleanColumns = new Set(codecColumns.boolean);

function encodeValue(value: unknown, dialect: Dialect): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return dialect === 'sqlite' ? (value ? 1 : 0) : value;
  if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return JSON.stringify(value);
  }
  return value;
}

class ValueEncoder extends OperationNodeTransformer {
  constructor(private readonly dialect: Dialect) {
    super();
  }
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: encodeValue(node.value, this.dialect) };
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map((v) => encodeValue(v, this.dialect)) };
  }
}

/**
 * One codec so both dialects hand the same shapes to the code above them: booleans as booleans,
 * timestamps as UTC ISO strings, JSON columns as values, numbers as numbers. Columns are named in
 * the table modules (`codecColumns`) and checked against the real schema by a test.
 */
export class CodecPlugin implements KyselyPlugin {
  private readonly encoder: ValueEncoder;
  constructor(readonly dialect: Dialect) {
    this.encoder = new ValueEncoder(dialect);
  }
  /** One value as a query parameter, for code that hands the driver a compiled query (the importer). */
  encode(value: unknown): unknown {
    return encodeValue(value, this.dialect);
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.encoder.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.dialect === 'postgres' || !args.result.rows.length) return args.result;
    // The rows of one statement share their columns: look for the ones to convert once.
    const columns = Object.keys(args.result.rows[0]!);
    const json = columns.filter((key) => jsonColumns.has(key));
    const boolean = columns.filter((key) => booleanColumns.has(key));
    if (!json.length && !boolean.length) return args.result;
    for (const row of args.result.rows) {
      for (const key of json) {
        const value = row[key];
        if (typeof value === 'string') row[key] = JSON.parse(value);
      }
      for (const key of boolean) {
        const value = row[key];
        if (typeof value === 'number') row[key] = value !== 0;
      }
    }
    return args.result;
  }
}

/** The codec of a database or transaction, for code that hands the driver compiled queries. */
export function codecOf(db: { getExecutor(): { plugins: readonly KyselyPlugin[] } }): CodecPlugin {
  const codec = db.getExecutor().plugins.find((p) => p instanceof CodecPlugin);
  if (!codec) throw new Error('The database has no codec plugin.');
  return codec;
}

let pgTypesConfigured = false;
/** pg returns int8 and numeric as strings and timestamps as local Dates; Humidor wants numbers and ISO strings. */
export function configurePgTypes(): void {
  if (pgTypesConfigured) return;
  pgTypesConfigured = true;
  const { types } = pg;
  types.setTypeParser(types.builtins.INT8, (v) => Number(v));
  types.setTypeParser(types.builtins.NUMERIC, (v) => Number(v));
  types.setTypeParser(types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
  types.setTypeParser(types.builtins.TIMESTAMP, (v) => new Date(`${v}Z`).toISOString());
}
