// JSON text written by PostgreSQL exactly as the API's serialiser (fast-json-stringify, which
// writes what JSON.stringify writes) would write the same view: no spaces, the keys in the order
// given (the schema's), strings escaped by to_json (the same escapes, lower-case \u00xx), instants
// as Date#toISOString writes them. A read returns it as `text`, so the driver hands it over
// without parsing and the API puts it into its answer as it is: no JSON.parse, no row mapping, no
// serialising again. PostgreSQL's json/jsonb output cannot serve: it puts spaces after `:` and `,`.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A text (or date: ISO `YYYY-MM-DD` in JSON whatever DateStyle says) value, or null. */
export function jsonString(value: SQLWrapper): SQL {
  return sql`coalesce(to_json(${value})::text, 'null')`;
}

/** A row id as the API shows ids: its digits as a JSON string (never null). */
export function jsonIdString(value: SQLWrapper): SQL {
  return sql`('"' || ${value} || '"')`;
}

/**
 * A number, or null. An integer's text is JavaScript's; a float8's is too between 1e-4 and 1e15
 * (PostgreSQL 12+ writes the shortest text that reads back as the same double, as JavaScript
 * does, but with an exponent below 1e-4 and from 1e15, JavaScript only below 1e-6 and from 1e21).
 */
export function jsonNumber(value: SQLWrapper): SQL {
  return sql`coalesce((${value})::text, 'null')`;
}

/**
 * An instant (timestamptz) or null as `toISOString()` writes the Date the driver would have made
 * of it: UTC, milliseconds (`MS` drops the microseconds as the Date does), a `Z`.
 */
export function jsonInstant(value: SQLWrapper): SQL {
  return sql`coalesce('"' || to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;
}

/** `{"key":value,…}`: each value one of the above (never SQL null). Keys are the code's own. */
export function jsonObjectText(fields: Record<string, SQL>): SQL {
  const parts = Object.entries(fields).map(
    ([key, value], index) => sql`${sql.raw(`'${index === 0 ? '{' : ','}"${key}":'`)} || ${value}`,
  );
  return sql`(${sql.join(parts, sql` || `)} || '}')`;
}

/** The aggregate of `element` texts as a JSON array, `[]` without rows, in `orderBy`'s order. */
export function jsonArrayText(element: SQLWrapper, orderBy: SQL): SQL {
  return sql`('[' || coalesce(string_agg(${element}, ',' order by ${orderBy}), '') || ']')`;
}
