// Global ids: base64 of "<Typename>:<uuid>". Every id a client sends is decoded here, and anything else (not base64,
// another type, a malformed or oversized id inside) is a VALIDATION_FAILED naming the argument, never a query that
// PostgreSQL refuses.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { isUuid } from '../db/ids.ts';
import { ValidationError } from '../errors.ts';

/** The types that implement Node (test/fuzz.test.ts checks this list against the schema). */
export const NODE_TYPES: ReadonlySet<string> = new Set([
  'ApiToken',
  'Approval',
  'Checkpoint',
  'Conversation',
  'Message',
  'Phase',
  'Session',
  'Step',
  'Task',
  'Workspace',
]);

/** The id as quoted back in a message: bounded, so a 10 kB id is not echoed whole. */
function shown(globalId: string): string {
  return JSON.stringify(globalId.length > 80 ? `${globalId.slice(0, 80)}…` : globalId);
}

function decoded(globalId: string): { typename: string; id: string } | null {
  if (globalId.length > 200) return null; // far longer than any id we hand out; do not decode it
  try {
    return decodeGlobalID(globalId);
  } catch {
    return null; // not base64, or no "<Typename>:" inside
  }
}

/** The database id inside a global id of the expected type, or a VALIDATION_FAILED naming the argument. */
export function localId(typename: string, globalId: string, field = 'id'): string {
  const id = decoded(globalId);
  if (!id || id.typename !== typename || !isUuid(id.id)) {
    throw new ValidationError(field, `${shown(globalId)} is not a ${typename} id; pass the \`id\` field of a ${typename}.`);
  }
  return id.id;
}

export function optionalLocalId(typename: string, globalId: string | null | undefined, field: string): string | null {
  return globalId == null ? null : localId(typename, globalId, field);
}

/**
 * The decoder of `node(id:)` and `nodes(ids:)` (the relay plugin's `decodeGlobalID` option): an id of any Node type,
 * else a VALIDATION_FAILED, so a malformed id never reaches a loader.
 */
export function decodeNodeId(globalId: string): { typename: string; id: string } {
  const id = decoded(globalId);
  if (!id || !NODE_TYPES.has(id.typename) || !isUuid(id.id)) {
    throw new ValidationError('id', `${shown(globalId)} is not an id this API handed out; pass the \`id\` field of an object.`);
  }
  return id;
}
