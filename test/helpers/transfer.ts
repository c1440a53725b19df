// A session's export and import through their routes (GET /export/sessions/<id>, POST /import/sessions), as a client
// sends them: the API token, global ids, the export's bytes as they come.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Client, TestApp } from './app.ts';

export type Exported = { status: number; text: string; records: Array<Record<string, any>>; json: Record<string, any> | null };

/** The export of a session (its API id), as text and as the records of its lines (when it is one). */
export async function exportOf(app: TestApp, owner: Pick<Client, 'token'>, sessionId: string, query = ''): Promise<Exported> {
  const response = await fetch(`${app.origin}/export/sessions/${encodeURIComponent(sessionId)}${query}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const text = await response.text();
  const ndjson = response.headers.get('content-type')?.startsWith('application/x-ndjson');
  return {
    status: response.status,
    text,
    records: ndjson
      ? text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [],
    json: ndjson ? null : JSON.parse(text),
  };
}

/** Imports `body` into the owner's workspace (its API id); `key`: an idempotency key; `headers`: more to send. */
export async function importInto(
  app: TestApp,
  owner: Pick<Client, 'token'>,
  workspaceId: string,
  body: string | Uint8Array<ArrayBuffer>,
  key?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${app.origin}/import/sessions?workspaceId=${encodeURIComponent(workspaceId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/x-ndjson', ...(key ? { 'idempotency-key': key } : {}), ...headers },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Fails unless two exports hold the same records but for their ids (mapped one to one, in the order they first
 * appear), their header and closing lines, and the `session.imported` events imports add. A step's idempotency key
 * is the runner's name for it, kept as it is (its default, `step:<id>`, names the id it had where it was made): the
 * same text on both sides.
 */
export function sameContent(expected: ReadonlyArray<Record<string, any>>, actual: ReadonlyArray<Record<string, any>>): void {
  expect(normalized(actual)).toEqual(normalized(expected));
}

function normalized(records: ReadonlyArray<Record<string, any>>): unknown[] {
  const ids = new Map<string, string>();
  const kept = records.filter((record) => !('format' in record) && record.type !== 'end' && record.eventType !== 'session.imported');
  const keys = (key: string, value: unknown) =>
    key === 'idempotencyKey' && typeof value === 'string' ? `key ${Buffer.from(value).toString('base64')}` : value;
  const text = JSON.stringify(kept, keys).replace(UUID, (id) => {
    if (!ids.has(id)) ids.set(id, `<id ${ids.size + 1}>`);
    return ids.get(id)!;
  });
  return JSON.parse(text);
}

/** An export's lines (records, or their text) made whole again after a test changed them: a closing line that counts and hashes them. */
export function seal(records: ReadonlyArray<Record<string, any> | string>): string {
  const body = records
    .filter((record) => typeof record === 'string' || record.type !== 'end')
    .map((record) => `${typeof record === 'string' ? record : JSON.stringify(record)}\n`)
    .join('');
  const end = { type: 'end', lines: body.split('\n').length - 1, sha256: createHash('sha256').update(body).digest('hex') };
  return `${body}${JSON.stringify(end)}\n`;
}
