// Walking the ids a value holds where a shape (event-refs.ts) says they are: the API serves each as a global id
// (graphql/event-data.ts), and an import gives each the new id of the row it names (transfer/). One walk for both, so
// the two never disagree on where the ids are.
import type { ErrorText } from '../errors/domain.ts';
import { type RefShape, type RefType, TEXT } from './event-refs.ts';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Calls `visit` for every id the shape names in the value. */
export function eachRef(value: unknown, shape: RefShape, visit: (type: RefType, id: unknown) => void): void {
  if (value === null || value === undefined) return;
  if (typeof shape === 'string') {
    if (shape !== TEXT) visit(shape, value);
  } else if (Array.isArray(shape)) {
    if (Array.isArray(value)) for (const item of value) eachRef(item, shape[0] as RefShape, visit);
  } else if (isObject(value)) {
    for (const [field, inner] of Object.entries(shape as Record<string, RefShape>)) eachRef(value[field], inner, visit);
  }
}

export type RefMapping = {
  /** The id to put in place of one the shape names. */
  id: (type: RefType, id: unknown) => unknown;
  /** A TEXT field, from its parts (`<field>Parts`): its new text, and its new parts (undefined: the parts are left out). */
  text: (parts: ErrorText) => { value: string; parts?: ErrorText };
};

/** The value with every id the shape names mapped, and each TEXT field made anew from its parts. Never mutates `value`. */
export function mapRefs(value: unknown, shape: RefShape, mapping: RefMapping): unknown {
  if (value === null || value === undefined) return value;
  if (typeof shape === 'string') return shape === TEXT ? value : mapping.id(shape, value);
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((item) => mapRefs(item, shape[0] as RefShape, mapping)) : value;
  if (!isObject(value)) return value;
  const out: Data = { ...value };
  for (const [field, inner] of Object.entries(shape as Record<string, RefShape>)) {
    if (!(field in out)) continue;
    if (inner === TEXT) {
      const parts = out[`${field}Parts`];
      delete out[`${field}Parts`];
      if (!Array.isArray(parts)) continue;
      const made = mapping.text(parts as ErrorText);
      out[field] = made.value;
      if (made.parts) out[`${field}Parts`] = made.parts;
    } else out[field] = mapRefs(out[field], inner, mapping);
  }
  return out;
}
