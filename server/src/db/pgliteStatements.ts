// Named prepared statements on embedded PGlite. PGlite's `query()` sends every statement as an
// unnamed one (parse, describe, bind, describe, execute, sync: five calls into the WebAssembly
// backend), so PostgreSQL parses and plans it anew on every call, and drizzle's `.prepare()`
// names are ignored by its PGlite driver. On the one thread PGlite runs on, that was most of an
// authenticated read's cost: the token lookup (findTokenOwner) took 0.82 ms of CPU, 0.40 ms as
// a named statement; whole authenticated reads cost 1.9–2.4 times less (README, Measurements).
// Here the main client's parameterised statements are parsed once, by their text, as named
// statements; each call is then one bind–describe–execute–sync message. Transactions keep PGlite's own path
// (their client is another object), so nothing here runs inside one. This uses PGlite's protocol
// helpers and its internal locks (_checkReady, _runExclusive*): package.json pins PGlite's exact
// version, and pgliteStatements.test.ts is the check to run when it moves.
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Distinct statement texts kept prepared per database. The app's queries are a few hundred shapes
 * at most (drizzle writes the same text for the same query); texts beyond this (built with values
 * inlined, say) take PGlite's ordinary path instead of growing the backend's memory without end.
 */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** Parameter type OIDs, as PostgreSQL inferred them: they choose each value's serializer. */
  paramTypes: number[];
}

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/** Statement names are per backend: every handle on one PGlite shares its statements. */
const queryOfClient = new WeakMap<PGlite, Query>();

/** A `query` for `client` that runs parameterised statements as named prepared statements. */
export function preparedStatementQuery(client: PGlite): Query {
  let query = queryOfClient.get(client);
  if (query === undefined) {
    query = statementQuery(client);
    queryOfClient.set(client, query);
  }
  return query;
}

function statementQuery(client: PGlite): Query {
  const statements = new Map<string, Promise<Statement>>();
  let named = 0;

  const prepare = async (text: string, options: QueryOptions | undefined): Promise<Statement> => {
    const name = `pglite_statement_${(named += 1)}`;
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  };

  const run = async (
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results> => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = prepare(text, options);
      statements.set(text, statement);
      // A statement that does not parse is not kept: the error is the caller's, as with query().
      statement.catch(() => statements.delete(text));
    }
    const { name, paramTypes } = await statement;
    // As PGlite's query() serialises values: by the parameter's type, else as text.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index];
      const serializer =
        type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const [result] = parse.parseResults(messages, client.parsers, options);
    if (result === undefined) throw new Error('PGlite answered a statement with no result');
    return result;
  };

  return async (text, params = [], options) => {
    // Statements without parameters are few and cheap to plan (`select 1`, migrations' DDL);
    // blobs (COPY) need PGlite's own handling.
    if (params.length === 0 || options?.blob !== undefined)
      return client.query(text, params, options);
    if (!statements.has(text) && statements.size >= MAX_STATEMENTS) {
      return client.query(text, params, options);
    }
    await client._checkReady();
    // The same locks as query(): after any open transaction, one statement at a time.
    const result = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run(text, params, options)),
    );
    // As query() does outside a transaction: a database in a data directory is written through.
    await client.syncToFs();
    return result;
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
