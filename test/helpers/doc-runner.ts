// Runs the blocks of a runnable Markdown file (format: doc-blocks.ts) against a live server, in order, as its reader
// would: one owner and one fresh folder per file, every operation's answer checked, values threaded between them.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ExecutionResult, getOperationAST, Kind, parse, validate } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { schema } from '../../src/graphql/schema.ts';
import {
  type Block,
  blocksOf,
  type GraphqlBlock,
  mismatches,
  type Reference,
  replacePlaceholders,
  type ShellBlock,
  showsOutput,
  unexpectedErrors,
  valueAt,
  withPlaceholders,
} from './doc-blocks.ts';
import { GIT_ENV } from './git.ts';
import { conditions } from './live.ts';
import { ROOT } from './process.ts';

export type Server = { httpUrl: string; wsUrl: string; env: Record<string, string> };

type Subscription = { items: unknown[]; errors: unknown[]; settled: (count: number) => Promise<void>; dispose: () => void };
type Answer = { kind: 'data'; data: unknown } | { kind: 'subscription'; block: GraphqlBlock; feed: Subscription };

/** What a file's run did: how many operations ran and how many answers were compared with the text. */
export type RunReport = { operations: number; checked: number; shell: number };

/**
 * Runs a Markdown file's blocks in order with `token`; `workspaceSetup` (the README's `sh test workspace` block) is
 * run first when the file has none of its own. Throws naming the file, the line and what differed.
 */
export async function runDoc(file: string, markdown: string, server: Server, token: string, workspaceSetup: ShellBlock | null): Promise<RunReport> {
  const blocks = blocksOf(markdown);
  const home = await mkdtemp(path.join(os.tmpdir(), 'savepoint-docs-home-'));
  const places = { WORKSPACE: path.join(home, 'savepoint-tour') };
  const answers = new Map<string, Answer>();
  const report: RunReport = { operations: 0, checked: 0, shell: 0 };
  let ws: Client | null = null;
  const at = (block: { line: number }) => `${file}:${block.line}`;
  try {
    const all: Block[] = blocks.some((b) => b.kind === 'sh' && b.workspace) || !workspaceSetup ? blocks : [workspaceSetup, ...blocks];
    for (const block of all) {
      const where = block === workspaceSetup && !blocks.includes(block) ? `README.md:${block.line} (the workspace set-up)` : at(block);
      const values = await resolve(block.references, answers, where);
      if (block.kind === 'sh') {
        await runShell(block, values, { home, token, server, where });
        report.shell++;
        continue;
      }
      const document = parseOperation(block, places, where);
      const name = document.operation.name?.value;
      if (name && answers.has(name)) throw new Error(`${where}: a second operation named ${name} in the file`);
      const variables = { ...(withPlaceholders(block.variables?.value ?? {}, places) as Record<string, unknown>), ...values };
      report.operations++;
      if (document.operation.operation === 'subscription') {
        ws ??= createClient({ url: server.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
        const feed = subscribe(ws, document.text, variables);
        if (name) answers.set(name, { kind: 'subscription', block, feed });
        else answers.set(`#${block.line}`, { kind: 'subscription', block, feed });
        continue;
      }
      const body = await post(server.httpUrl, token, document.text, variables);
      const compared = block.expected && 'errors' in (block.expected.value as object) ? body : body.data;
      if (body.errors?.length && compared === body.data)
        throw new Error(`${where}: ${name ?? 'the operation'} answered errors: ${JSON.stringify(body.errors)}`);
      const errors = unexpectedErrors(compared, block.expected?.value);
      if (errors.length) throw new Error(`${where}: ${name ?? 'the operation'} answered a typed error the text does not show:\n${errors.join('\n')}`);
      if (block.expected) {
        const differences = mismatches(block.expected.value, compared);
        if (differences.length)
          throw new Error(`${at(block.expected)}: ${name ?? 'the operation'} does not answer what the text says:\n${differences.join('\n')}`);
        report.checked++;
      }
      if (name) answers.set(name, { kind: 'data', data: body.data });
    }
    for (const answer of answers.values()) if (answer.kind === 'subscription') report.checked += await settle(answer, file);
    return report;
  } finally {
    for (const answer of answers.values()) if (answer.kind === 'subscription') answer.feed.dispose();
    await ws?.dispose();
    await rm(home, { recursive: true, force: true });
  }
}

function parseOperation(block: GraphqlBlock, places: Record<string, string>, where: string) {
  const text = replacePlaceholders(block.text, places);
  let document: ReturnType<typeof parse>;
  try {
    document = parse(text);
  } catch (error) {
    throw new Error(`${where}: not GraphQL: ${(error as Error).message}`);
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) throw new Error(`${where}: a graphql block holds one operation (it holds ${operations.length})`);
  const invalid = validate(schema, document).map((error) => error.message);
  if (invalid.length) throw new Error(`${where}: invalid against schema.graphql:\n${invalid.join('\n')}`);
  return { text, operation: getOperationAST(document)! };
}

/** The values the block's references name, read from the answers before it. */
async function resolve(references: Reference[], answers: Map<string, Answer>, where: string): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const { variable, operation, path: valuePath } of references) {
    const answer = answers.get(operation);
    if (!answer) throw new Error(`${where}: $${variable} comes from ${operation}, which no operation before it is named`);
    let source: unknown;
    if (answer.kind === 'data') source = answer.data;
    else {
      // From a subscription, once its expected items are delivered: the last of them, or the list (a path "[2]...").
      const expected = answer.block.expected?.value;
      if (!Array.isArray(expected)) throw new Error(`${where}: $${variable} comes from the subscription ${operation}, whose expected items the text must show`);
      const count = expected.filter((item) => item !== '...').length;
      await answer.feed.settled(count);
      source = valuePath.startsWith('[') ? answer.feed.items.slice(0, count) : answer.feed.items[count - 1];
    }
    const value = valueAt(source, valuePath);
    if (value === undefined || value === null)
      throw new Error(`${where}: $${variable} from ${operation}: ${valuePath} is ${value} in ${JSON.stringify(source)}`);
    values[variable] = value;
  }
  return values;
}

async function post(url: string, token: string, query: string, variables: Record<string, unknown>): Promise<ExecutionResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as ExecutionResult;
}

function subscribe(ws: Client, query: string, variables: Record<string, unknown>): Subscription {
  const items: unknown[] = [];
  const errors: unknown[] = [];
  const { changed, until } = conditions(() => `have ${JSON.stringify(items)}, errors ${JSON.stringify(errors)}`);
  const dispose = ws.subscribe(
    { query, variables },
    {
      next: (result) => {
        if (result.errors?.length) errors.push(...result.errors);
        else items.push(result.data);
        changed();
      },
      error: (error) => {
        errors.push(error instanceof Error ? error.message : error);
        changed();
      },
      complete: changed,
    },
  );
  const settled = async (count: number) => {
    await until(() => items.length >= count || errors.length > 0, `${count} items`);
    if (errors.length) throw new Error(`the subscription answered errors: ${JSON.stringify(errors)}`);
  };
  return { items, errors, settled, dispose };
}

/** Awaits a subscription's expected items and compares them; 1 when it had some, else 0. */
async function settle(answer: Extract<Answer, { kind: 'subscription' }>, file: string): Promise<number> {
  const { block, feed } = answer;
  const expected = block.expected?.value;
  if (expected === undefined) {
    if (feed.errors.length) throw new Error(`${file}:${block.line}: the subscription answered errors: ${JSON.stringify(feed.errors)}`);
    return 0;
  }
  if (!Array.isArray(expected)) throw new Error(`${file}:${block.expected!.line}: a subscription's expected output is the list of items it delivers`);
  try {
    await feed.settled(expected.filter((item) => item !== '...').length);
  } catch (error) {
    throw new Error(`${file}:${block.line}: ${(error as Error).message}`);
  }
  const differences = mismatches(expected, feed.items);
  if (differences.length) throw new Error(`${file}:${block.expected!.line}: the subscription does not deliver what the text says:\n${differences.join('\n')}`);
  return 1;
}

/** Runs a `sh test` block with bash until it exits, or until its expected output has shown (then stops it). */
async function runShell(block: ShellBlock, values: Record<string, unknown>, context: { home: string; token: string; server: Server; where: string }) {
  const { host } = new URL(context.server.httpUrl);
  const script = block.text.replaceAll('localhost:4000', host);
  const child = spawn('bash', ['-euo', 'pipefail', '-c', script], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...GIT_ENV,
      ...context.server.env,
      HOME: context.home,
      SAVEPOINT_TOKEN: context.token,
      // The savepoint command's default server is the reader's (http://localhost:4000/graphql): here, the live one.
      SAVEPOINT_URL: context.server.httpUrl,
      ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
    },
  });
  let output = '';
  let stopped = false;
  const expected = block.expected?.lines ?? [];
  const lines = () => output.split('\n').filter((line) => line.trim());
  let exited = false;
  const done = new Promise<number | null>((resolveExit) => {
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 120_000);
    let grace: NodeJS.Timeout | undefined;
    const read = (chunk: string) => {
      output += chunk;
      if (grace || !expected.length || !showsOutput(expected, lines(), false)) return;
      // A command that still runs a second after showing what the text shows is a stream (curl -N): stop it there.
      grace = setTimeout(() => {
        if (exited) return;
        stopped = true;
        process.kill(-child.pid!, 'SIGTERM');
      }, 1_000);
    };
    child.stdout!.setEncoding('utf8').on('data', read);
    child.stderr!.setEncoding('utf8').on('data', read);
    child.once('close', (code) => {
      exited = true;
      clearTimeout(timer);
      clearTimeout(grace);
      resolveExit(code);
    });
  });
  const code = await done;
  if (code !== 0 && !stopped) throw new Error(`${context.where}: exited with ${code}:\n${output}`);
  if (expected.length && !showsOutput(expected, lines(), !stopped)) {
    const how = stopped ? 'stopped after a second of showing the beginning' : `exited with ${code}`;
    throw new Error(`${context.where}: the output is not what the text shows:\n${expected.join('\n')}\n--- it was (${how}):\n${output}`);
  }
}

/** Every runnable block of a file, for counting. */
export function countBlocks(markdown: string): { graphql: number; shell: number } {
  const blocks = blocksOf(markdown);
  return { graphql: blocks.filter((b) => b.kind === 'graphql').length, shell: blocks.filter((b) => b.kind === 'sh').length };
}
