import { v7 } from 'uuid';

/** A new UUIDv7: time-ordered, so `order by id` is creation order. Generated here to stay on PostgreSQL 15+. */
export function newId(): string {
  return v7();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
