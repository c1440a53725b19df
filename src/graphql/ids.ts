import { decodeGlobalID } from '@pothos/plugin-relay';
import { isUuid } from '../db/ids.ts';
import { ValidationError } from '../errors.ts';

/** The database id inside a global id of the expected type, or a VALIDATION_FAILED naming the argument. */
export function localId(typename: string, globalId: string, field = 'id'): string {
  let decoded: { typename: string; id: string } | null = null;
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    decoded = null;
  }
  if (!decoded || decoded.typename !== typename || !isUuid(decoded.id)) {
    throw new ValidationError(field, `"${globalId}" is not a ${typename} id; pass the \`id\` field of a ${typename}.`);
  }
  return decoded.id;
}

export function optionalLocalId(typename: string, globalId: string | null | undefined, field: string): string | null {
  return globalId == null ? null : localId(typename, globalId, field);
}
