// The expected failures of code objects (objects/): a body of objects that cannot be read, a type the store does not
// keep, a tree git would refuse, objects named but not held. Each refusal changes nothing: an upload is stored whole
// or not at all. Limits (per object, per request, per owner) are LimitReachedErrors (limit.ts).
import { DomainError, ErrorCode } from './domain.ts';

/** Where in a body an object starts: its position among the objects, and its first byte. */
export type BodyPlace = { readonly index: number; readonly offset: number };

const at = ({ index, offset }: BodyPlace) => `object ${index} (byte ${offset})`;

/** A frame that is not `<type> <size>\0<content>`: a header that does not parse, or content cut short. */
export class ObjectMalformedError extends DomainError {
  readonly code = ErrorCode.OBJECT_MALFORMED;
  readonly index: number;
  readonly offset: number;
  constructor(place: BodyPlace, problem: string) {
    super(
      `The body's ${at(place)} is malformed: ${problem}. Send each object as git serialises it ("<type> <size>\\0<content>", as \`git cat-file <type> <oid>\` prints the content), one after the other; nothing was stored.`,
    );
    this.index = place.index;
    this.offset = place.offset;
  }
}

/** A frame of a type the store does not keep: only blobs and trees (no commits, tags or anything else). */
export class ObjectTypeUnsupportedError extends DomainError {
  readonly code = ErrorCode.OBJECT_TYPE_UNSUPPORTED;
  readonly type: string;
  readonly index: number;
  readonly offset: number;
  constructor(place: BodyPlace, type: string) {
    super(
      `The body's ${at(place)} is of type "${type}"; only "blob" and "tree" objects are stored (a snapshot is a tree, not a commit). Leave it out; nothing was stored.`,
    );
    this.type = type;
    this.index = place.index;
    this.offset = place.offset;
  }
}

/** A tree git would refuse, or one this store refuses to hold: a bad mode, a bad or dangerous name, entries out of order. */
export class TreeInvalidError extends DomainError {
  readonly code = ErrorCode.TREE_INVALID;
  /** The tree's id, as the server computed it. */
  readonly oid: string;
  /** The entry at fault (its name as far as it could be read), or null for the tree as a whole. */
  readonly entry: string | null;
  constructor(oid: string, entry: string | null, problem: string) {
    super(`Tree ${oid} is refused: ${problem}. Send trees exactly as git writes them (git write-tree); nothing was stored.`);
    this.oid = oid;
    this.entry = entry;
  }
}

/** How many missing ids an error carries (a message names fewer). */
const MAX_LISTED = 1_000;

/**
 * Objects named but not held by the owner: entries of an uploaded tree that are neither stored already nor earlier in
 * the same body, or ids asked for that the owner never uploaded (another owner's objects read as missing too).
 */
export class ObjectsMissingError extends DomainError {
  readonly code = ErrorCode.OBJECTS_MISSING;
  /** Up to 1,000 of the missing ids, in the order they were met. */
  readonly missing: readonly string[];
  /** How many are missing in all. */
  readonly count: number;
  constructor(missing: readonly string[], problem: string, hint: string) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
    super(`${problem}: ${shown}. ${hint}`);
    this.missing = missing.slice(0, MAX_LISTED);
    this.count = missing.length;
  }
}

/** Objects a tree of the body names that the owner does not hold (nor sends before the tree). */
export function treeNamesMissing(tree: string, missing: readonly string[]): ObjectsMissingError {
  return new ObjectsMissingError(
    missing,
    `Tree ${tree} names ${missing.length === 1 ? 'an object' : `${missing.length} objects`} you have not stored`,
    'Upload what a tree names before the tree (blobs first, then trees from the bottom up; an earlier request or earlier in the same body), then send it again; nothing was stored.',
  );
}
