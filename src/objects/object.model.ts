// Code objects on the wire and by their ids: exactly git's serialisation, `<type> <size>\0<content>`, uncompressed; a
// body is such objects one after the other. An object's id is the SHA-1 of its serialisation, so the server computes
// every id from what arrived and never takes one on a client's word. Pure: no database, no I/O.
import { createHash } from 'node:crypto';
import type { ObjectType } from '../db/tables/objects.ts';
import { LIMIT_SETTING, limitReached } from '../errors/limit.ts';
import { ObjectMalformedError, ObjectTypeUnsupportedError } from '../errors/objects.ts';

export const OBJECT_TYPES: readonly ObjectType[] = ['blob', 'tree'];

/** An object id as the API shows it: 40 lowercase hex digits (git's SHA-1 ids). */
export const OID = /^[0-9a-f]{40}$/;

/** One object of a body: where it was, what it is, its content (a view into the body) and the id computed from it. */
export type WireObject = { index: number; offset: number; type: ObjectType; size: number; content: Buffer; oid: string };

/** git's id of a serialised object: the SHA-1 of its header and content. */
export function objectIdOf(serialised: Buffer): string {
  return createHash('sha1').update(serialised).digest('hex');
}

/** The header git puts before an object's content. */
export function headerOf(type: ObjectType, size: number): Buffer {
  return Buffer.from(`${type} ${size}\0`, 'latin1');
}

/** "<type> <size>\0" is at most this long: the longest type word we could meet and a size of 20 digits. */
const MAX_HEADER = 64;
/** A size as git writes it: decimal, no sign, no leading zero (so an object has exactly one serialisation, one id). */
const SIZE = /^(0|[1-9][0-9]{0,15})$/;

/**
 * The objects of a body, in order, each hashed. Refuses (throws) the first frame that does not parse, whose type is
 * not blob or tree, or whose content is over `maxObjectBytes` (before its content is read); an empty body holds none.
 */
export function splitObjects(body: Buffer, maxObjectBytes: number): WireObject[] {
  const objects: WireObject[] = [];
  let offset = 0;
  while (offset < body.length) {
    const place = { index: objects.length, offset };
    const space = body.indexOf(0x20, offset);
    const nul = body.indexOf(0x00, offset);
    if (nul === -1 || nul - offset > MAX_HEADER || space === -1 || space > nul) {
      throw new ObjectMalformedError(place, nul === -1 ? 'no header ending in a NUL byte (the body may be cut short)' : 'its header is not "<type> <size>"');
    }
    const type = body.toString('latin1', offset, space);
    const sizeText = body.toString('latin1', space + 1, nul);
    if (!/^[a-z]+$/.test(type)) throw new ObjectMalformedError(place, 'its header does not start with a type word');
    if (!(OBJECT_TYPES as readonly string[]).includes(type)) throw new ObjectTypeUnsupportedError(place, type);
    if (!SIZE.test(sizeText)) throw new ObjectMalformedError(place, `its size "${sizeText}" is not a decimal number without leading zeros`);
    const size = Number(sizeText);
    if (size > maxObjectBytes) {
      throw limitReached(
        'OBJECT_BYTES',
        maxObjectBytes,
        `The body's object ${place.index} (byte ${offset}) holds ${size.toLocaleString('en')} bytes`,
        `Leave files this large out of snapshots (as ${LIMIT_SETTING.OBJECT_BYTES} says to the agent too); nothing was stored.`,
        'bytes',
      );
    }
    const end = nul + 1 + size;
    if (end > body.length) {
      throw new ObjectMalformedError(
        place,
        `its header says ${size} bytes of content but only ${body.length - nul - 1} follow (a wrong size, or a body cut short)`,
      );
    }
    objects.push({ ...place, type: type as ObjectType, size, content: body.subarray(nul + 1, end), oid: objectIdOf(body.subarray(offset, end)) });
    offset = end;
  }
  return objects;
}
