// Client-owned state read back from an export (format.model.ts: a session's client key, its state records): each row
// held to the rules a put holds it to (client-state/state.model.ts: names and ids within their lengths, parts named by
// versions, metadata an object), so an export edited by hand cannot store what the API would refuse. A client key that
// another live session of the importing owner already has is left off: the session is imported without one (its client
// addresses it by id), and the import's answer says so, rather than refusing the whole import or taking the key away
// from the session that has it.
import { STATE_LIMITS } from '../client-state/state.model.ts';
import { findSessionIdByKey } from '../client-state/state.queries.ts';
import type { Trx } from '../db/client.ts';
import { ExportMalformedError } from '../errors/transfer.ts';

/** The key left off (`row.client_key` set to null) when the owner already has it on a live session; else null. */
export async function admitClientKey(trx: Trx, ownerId: string, row: Record<string, unknown>, line: number): Promise<string | null> {
  const key = row.client_key;
  if (key === null || key === undefined) return null;
  checkName(String(key), STATE_LIMITS.keyChars, line, 'a client key');
  if (!(await findSessionIdByKey(trx, ownerId, String(key)))) return null;
  row.client_key = null;
  return String(key);
}

type StateRecord = 'statePart' | 'stateCheckpoint' | 'stateWrite';

/** The names of a state row within the lengths a put takes (a namespace may be empty, no other name). */
const NAMES: Record<StateRecord, ReadonlyArray<[column: string, max: number]>> = {
  statePart: [
    ['name', STATE_LIMITS.nameChars],
    ['version', STATE_LIMITS.versionChars],
    ['type', STATE_LIMITS.typeChars],
  ],
  stateCheckpoint: [
    ['client_id', STATE_LIMITS.idChars],
    ['parent_client_id', STATE_LIMITS.idChars],
    ['payload_type', STATE_LIMITS.typeChars],
  ],
  stateWrite: [
    ['checkpoint_id', STATE_LIMITS.idChars],
    ['task_id', STATE_LIMITS.idChars],
    ['channel', STATE_LIMITS.nameChars],
    ['type', STATE_LIMITS.typeChars],
  ],
};

export function admitState(type: StateRecord, row: Record<string, unknown>, line: number): void {
  if (String(row.namespace).length > STATE_LIMITS.namespaceChars)
    throw new ExportMalformedError(line, `is client state whose namespace is longer than ${STATE_LIMITS.namespaceChars} characters`);
  for (const [column, max] of NAMES[type]) if (row[column] !== null) checkName(String(row[column]), max, line, column);
  if (type === 'stateWrite' && String(row.task_path).length > STATE_LIMITS.idChars * 5)
    throw new ExportMalformedError(line, `is a pending write whose task path is longer than ${STATE_LIMITS.idChars * 5} characters`);
  if (type !== 'stateCheckpoint') return;
  const { parts, metadata } = row;
  if (!isObject(parts) || !Object.entries(parts).every(([name, version]) => typeof version === 'string' && name.length > 0))
    throw new ExportMalformedError(line, 'is a client checkpoint whose parts are not an object of part names to versions');
  if (!isObject(metadata)) throw new ExportMalformedError(line, 'is a client checkpoint whose metadata is not a JSON object');
  const bytes = Buffer.byteLength(JSON.stringify(metadata));
  if (bytes > STATE_LIMITS.metadataBytes)
    throw new ExportMalformedError(line, `is a client checkpoint whose metadata takes ${bytes} bytes, more than ${STATE_LIMITS.metadataBytes}`);
  if (row.summary !== null && String(row.summary).length > STATE_LIMITS.summaryChars)
    throw new ExportMalformedError(line, `is a client checkpoint whose summary is longer than ${STATE_LIMITS.summaryChars} characters`);
}

function checkName(value: string, max: number, line: number, what: string): void {
  if (value.length === 0 || value.length > max)
    throw new ExportMalformedError(line, `has ${what} of ${value.length} characters, where 1 to ${max} are allowed`);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
