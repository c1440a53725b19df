// The code objects of an export written back for the caller, in the import's transaction: each one's id computed from
// its bytes and compared with the one the export gives (a changed byte refuses its line), then stored a run at a time
// as an upload stores them (objects/object.service.ts): deduplicated within the owner, each tree only with everything
// it names, within the owner's quota.
import type { Caller } from '../caller.ts';
import { limitReached } from '../errors/limit.ts';
import { ObjectsMissingError, TreeInvalidError } from '../errors/objects.ts';
import { ExportMalformedError } from '../errors/transfer.ts';
import type { Work } from '../events/unit-of-work.ts';
import { headerOf, OBJECT_TYPES, OID, objectIdOf, type WireObject } from '../objects/object.model.ts';
import { storeObjectsIn } from '../objects/object.service.ts';

export type ImportObjects = { add: (line: number, record: Record<string, unknown>) => Promise<void>; finish: () => Promise<void> };

/** A run of objects is stored once it holds this many bytes, or this many objects. */
const RUN_BYTES = 8 * 1_048_576;
const RUN_OBJECTS = 500;

export function openObjects(work: Work, caller: Caller, maxObjectBytes: number): ImportObjects {
  let pending: WireObject[] = [];
  let bytes = 0;
  const flush = async () => {
    const objects = pending;
    pending = [];
    bytes = 0;
    try {
      await storeObjectsIn(work.trx, caller.viewer.ownerId, objects, caller.settings.quotas.ownerObjectBytes);
    } catch (error) {
      // A tree git would refuse, or one naming what comes neither before it nor is stored: the lines at fault.
      if (!(error instanceof TreeInvalidError || error instanceof ObjectsMissingError)) throw error;
      const why = error.message;
      throw new ExportMalformedError(objects[0]!.index, `(to line ${objects.at(-1)!.index}, code objects) was refused: ${why}`);
    }
  };
  return {
    add: async (line, record) => {
      const object = objectOf(line, record, maxObjectBytes);
      pending.push(object);
      bytes += object.size;
      if (bytes >= RUN_BYTES || pending.length >= RUN_OBJECTS) await flush();
    },
    finish: flush,
  };
}

/** A code object record as the wire's object (object.model.ts WireObject; `index`: its line), its id checked. */
function objectOf(line: number, record: Record<string, unknown>, maxObjectBytes: number): WireObject {
  const { oid, kind, content } = record;
  const fields = Object.keys(record).sort().join(',');
  if (fields !== 'content,kind,oid,type' || typeof oid !== 'string' || !OID.test(oid) || typeof content !== 'string') {
    throw new ExportMalformedError(line, 'is not a code object record ({"type": "object", "oid", "kind", "content"})');
  }
  if (!(OBJECT_TYPES as readonly unknown[]).includes(kind)) throw new ExportMalformedError(line, 'is a code object neither a blob nor a tree');
  const type = kind as WireObject['type'];
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > maxObjectBytes) {
    const problem = `Line ${line} of the export holds a code object of ${bytes.length.toLocaleString('en')} bytes`;
    throw limitReached('OBJECT_BYTES', maxObjectBytes, problem, 'Nothing was imported; ask the operator to raise the setting.', 'bytes');
  }
  if (objectIdOf(Buffer.concat([headerOf(type, bytes.length), bytes])) !== oid) {
    throw new ExportMalformedError(line, `is code object ${oid}, but its content has another id: it changed on the way`);
  }
  return { index: line, offset: 0, type, size: bytes.length, content: bytes, oid };
}
