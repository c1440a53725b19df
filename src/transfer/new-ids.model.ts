// The ids an import gives the rows it writes. Each is made from the exported id and a secret of the import (its
// nonce), with no table of old and new ids: a reference anywhere in the export (a column, event data, a snapshot)
// maps to the same new id as the row it names, in constant memory, however large the export. The first 11 bytes of
// the exported id (a UUIDv7: its time and sequence) are kept, so `order by id` still reads rows in the order they
// were made, and the rest (40 bits) comes from a hash of the nonce and the whole id: two imports of one export never
// share an id, and nobody who does not know the nonce can aim at an existing one.
import { createHash, randomBytes } from 'node:crypto';

export type NewIds = (exportedId: string) => string;

const KEPT = 11;

/** The id mapping of one import. */
export function newIdsOf(nonce: Buffer = randomBytes(16)): NewIds {
  return (exportedId) => {
    const bytes = Buffer.from(exportedId.replaceAll('-', ''), 'hex');
    const hash = createHash('sha256').update(nonce).update(bytes).digest();
    const hex = Buffer.concat([bytes.subarray(0, KEPT), hash.subarray(0, 16 - KEPT)]).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}
