// Global ids: base64 of "<Typename>:<id>". Every id a client sends is decoded here, and anything else (not base64,
// another type, a malformed or oversized id inside) is a VALIDATION_FAILED naming the argument, never a query that
// PostgreSQL refuses. Every id the API shows is encoded here too, the ids inside error messages included.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { isUuid } from '../db/ids.ts';
import { type DomainError, type IdRef, render, throws, ValidationError } from '../errors/domain.ts';

/** "<session uuid>:<number>": a session event (by its sequence number) or a lease (by its fencing token). */
const IN_SESSION = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,10})$/i;
/** Sequence numbers and lease tokens are GraphQL Ints. */
const MAX_INT = 2 ** 31 - 1;

/** A key made of a session and a number (SessionEvent: seq; Lease: token), as the id inside a global id. */
export function sessionKey(sessionId: string, n: number): string {
  return `${sessionId}:${n}`;
}

export function parseSessionKey(id: string): { sessionId: string; n: number } | null {
  const match = IN_SESSION.exec(id);
  return match && Number(match[2]) <= MAX_INT ? { sessionId: match[1]!, n: Number(match[2]) } : null;
}

/** The types that implement Node, and what the id inside each looks like (test/fuzz.test.ts checks this list against the schema). */
const NODE_IDS: Readonly<Record<string, (id: string) => boolean>> = {
  Agent: isUuid,
  AgentCommand: isUuid,
  ApiToken: isUuid,
  Approval: isUuid,
  Checkpoint: isUuid,
  Conversation: isUuid,
  Deletion: isUuid,
  Lease: (id) => parseSessionKey(id) !== null,
  Message: isUuid,
  Phase: isUuid,
  Rewind: isUuid,
  Session: isUuid,
  SessionEvent: (id) => parseSessionKey(id) !== null,
  Step: isUuid,
  Task: isUuid,
  Viewer: isUuid,
  Workspace: isUuid,
};
export const NODE_TYPES: ReadonlySet<string> = new Set(Object.keys(NODE_IDS));

/** The id as quoted back in a message: bounded, so a 10 kB id is not echoed whole. */
function shown(globalId: string): string {
  return JSON.stringify(globalId.length > 80 ? `${globalId.slice(0, 80)}…` : globalId);
}

const article = (word: string) => (/^[AEIOU]/.test(word) ? 'an' : 'a');

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
  if (!id || id.typename !== typename || !NODE_IDS[typename]?.(id.id)) {
    const a = article(typename);
    throw new ValidationError(field, `${shown(globalId)} is not ${a} ${typename} id; pass the \`id\` field of ${a} ${typename}.`);
  }
  return id.id;
}
export const localIdThrows = throws(ValidationError);

export function optionalLocalId(typename: string, globalId: string | null | undefined, field: string): string | null {
  return globalId == null ? null : localId(typename, globalId, field);
}
export const optionalLocalIdThrows = throws(ValidationError);

/**
 * The decoder of `node(id:)` and `nodes(ids:)` (the relay plugin's `decodeGlobalID` option): an id of any Node type,
 * else a VALIDATION_FAILED, so a malformed id never reaches a loader.
 */
export function decodeNodeId(globalId: string): { typename: string; id: string } {
  const id = decoded(globalId);
  if (!id || !NODE_IDS[id.typename]?.(id.id)) {
    throw new ValidationError('id', `${shown(globalId)} is not an id this API handed out; pass the \`id\` field of an object.`);
  }
  return id;
}

/** The global id of a row an error names: what a client passes back. An owner is the Viewer. */
export function globalIdOf(ref: IdRef): string {
  return encodeGlobalID(ref.type === 'Owner' ? 'Viewer' : ref.type, ref.id);
}

/** The global id of a session event: its session and sequence number. */
export function eventGlobalId(sessionId: string, seq: number): string {
  return encodeGlobalID('SessionEvent', sessionKey(sessionId, seq));
}

/** An error's message as the API shows it: every id in it a global id. */
export function apiMessage(error: DomainError): string {
  return render(error.parts, globalIdOf);
}
