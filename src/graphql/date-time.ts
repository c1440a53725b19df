// The DateTime scalar: RFC 3339 (graphql-scalars), and only moments PostgreSQL can store. Refused here, once, for
// every DateTime input (variable or literal, over HTTP or WebSocket): year 0 is valid ISO 8601 but no year of
// PostgreSQL's calendar, and the driver's ISO text of a year past 9999 ("+010000-...") is none it reads, so such a
// value used to reach the database and come back as a masked "date/time field value out of range". A time zone
// offset can carry a value out of range once in UTC ("0001-01-01T00:30:00+01:00"), so the instant is checked.
// graphql-js reports a refused input value without our code or the field, so plugins/use-date-time-refusals.ts adds both.
import { type ASTNode, GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';

const EARLIEST = new Date('0001-01-01T00:00:00.000Z');
const LATEST = new Date('9999-12-31T23:59:59.999Z');

/** The refusal of a DateTime out of range; graphql-js wraps it, naming the variable or the literal's place. */
export class DateTimeOutOfRange extends GraphQLError {
  readonly value: string;
  constructor(value: string, nodes?: ASTNode) {
    const range = `between ${EARLIEST.toISOString()} and ${LATEST.toISOString()}`;
    super(`DateTime ${JSON.stringify(value)} is outside the times that can be stored; give a time ${range} (UTC, after applying its offset).`, {
      nodes,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    this.value = value;
  }
}

function inRange(date: Date, value: string, nodes?: ASTNode): Date {
  if (!(date >= EARLIEST && date <= LATEST)) throw new DateTimeOutOfRange(value, nodes);
  return date;
}

export const DateTimeScalar = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  parseValue: (value) => inRange(DateTimeResolver.parseValue(value) as Date, typeof value === 'string' ? value : String(value)),
  parseLiteral: (ast, variables) => inRange(DateTimeResolver.parseLiteral(ast, variables) as Date, ast.kind === Kind.STRING ? ast.value : '', ast),
});
