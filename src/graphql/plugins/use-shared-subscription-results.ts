// One execution per event for many subscribers. The hub hands the same event object to every subscriber of a
// session, so subscribers running the same operation (same document and variables, ignoring the `after` cursor,
// which only decides where a stream starts) with the same API token (so the same owner: nothing a token decides
// can differ) would compute the same result: it is computed once and shared. Each execution gets a fresh context
// cache (fresh DataLoaders). Error masking and the other plugins' result hooks still run per subscriber, on the
// shared result; the WebSocket transport serialises it once (websocket-writes.ts).
//
// Over a WebSocket (the context's `writeThrough`), a feed that takes a lane (realtime/subscriber.ts) is given one:
// the shared result of a row is written straight to the client as this subscription's frame, past graphql-ws's loop
// and the result hooks. Only a result those hooks would leave as it is goes so (no errors, within the response size
// limit: websocket-writes.ts declines the others); any other goes through them as before.
import { initContextCache } from '@pothos/core';
import { createSourceEventStream, type DocumentNode, type ExecutionArgs, type ExecutionResult, execute, getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Laned } from '../../realtime/tombstone.ts';
import type { Context } from '../context.ts';

type Results = Map<string, Promise<ExecutionResult>>;

/** The name of the variable bound to the root field's `after` argument, if any. */
function cursorVariable(document: DocumentNode, operationName?: string | null): string | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  const root = operation?.selectionSet.selections[0];
  if (root?.kind !== Kind.FIELD) return null;
  const after = root.arguments?.find((argument) => argument.name.value === 'after');
  return after?.value.kind === Kind.VARIABLE ? after.value.name.value : null;
}

// Yoga's parser cache hands out one DocumentNode per query text, so document identity names the query.
function createResultKeys() {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  return (args: ExecutionArgs): string => {
    let documentId = documentIds.get(args.document);
    if (documentId === undefined) {
      documentId = nextDocumentId++;
      documentIds.set(args.document, documentId);
    }
    const variables = { ...(args.variableValues ?? {}) };
    const cursor = cursorVariable(args.document, args.operationName);
    if (cursor) delete variables[cursor];
    const ctx = args.contextValue as Context;
    return JSON.stringify([documentId, args.operationName ?? null, variables, ctx.viewer?.ownerId ?? null, ctx.viewer?.tokenId ?? null]);
  };
}

export function useSharedSubscriptionResults(): Plugin<Context> {
  const cache = new WeakMap<object, Results>();
  const resultKey = createResultKeys();

  const executeShared = (args: ExecutionArgs, key: string, payload: unknown): Promise<ExecutionResult> => {
    if (typeof payload !== 'object' || payload === null) return Promise.resolve(execute({ ...args, rootValue: payload }) as ExecutionResult);
    let results = cache.get(payload);
    if (!results) {
      results = new Map();
      cache.set(payload, results);
    }
    let result = results.get(key);
    if (!result) {
      const contextValue = { ...(args.contextValue as object), ...initContextCache() };
      result = Promise.resolve(execute({ ...args, rootValue: payload, contextValue }) as ExecutionResult | Promise<ExecutionResult>);
      results.set(key, result);
    }
    return result;
  };

  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const source = await createSourceEventStream(args);
        if (!(Symbol.asyncIterator in source)) return source as ExecutionResult;
        const key = resultKey(args);
        const iterator = source[Symbol.asyncIterator]();
        const { writeThrough } = args.contextValue as Context;
        if (writeThrough && 'directLane' in iterator) {
          (iterator as unknown as Laned<unknown>).directLane({
            key,
            render: (row) => executeShared(args, key, row),
            write: (result) => writeThrough(result as ExecutionResult),
          });
        }
        const mapped: AsyncIterableIterator<ExecutionResult> = {
          next: async () => {
            const item = await iterator.next();
            return item.done ? item : { value: await executeShared(args, key, item.value), done: false };
          },
          return: async () => {
            await iterator.return?.();
            return { value: undefined, done: true };
          },
          throw: async (error) => {
            await iterator.return?.();
            throw error;
          },
          [Symbol.asyncIterator]() {
            return this;
          },
        };
        return mapped;
      });
    },
  };
}
