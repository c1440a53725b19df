// SAVEPOINT_MAX_RESPONSE_BYTES: one of the request limits (limits.ts), on what an answer may weigh.
import { type ExecutionArgs, type ExecutionResult, getOperationAST } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';
import { formatBytes, jsonBytes, limitError } from './limits.ts';

/**
 * A response is measured before it is serialised, and one over SAVEPOINT_MAX_RESPONSE_BYTES is refused: a read
 * (thirty aliases of a large session, say) must never build a string V8 cannot hold, which ended as a masked 500.
 * Each subscription event is measured on its own. A mutation's changes stand: the refusal says so.
 */
export function useResponseSizeLimit(limits: RequestLimits): Plugin {
  const hint = 'Select fewer fields and aliases, ask for smaller pages (first/last), and read large values (documents, message content) a few at a time.';
  // A subscription event's result is shared by every subscriber running the same operation
  // (use-shared-subscription-results.ts): it is measured once.
  const measured = new WeakMap<object, number>();
  const sizeOf = (data: object) => {
    let bytes = measured.get(data);
    if (bytes === undefined) {
      bytes = jsonBytes(data, limits.responseBytes);
      measured.set(data, bytes);
    }
    return bytes;
  };
  const bounded = (args: ExecutionArgs) => {
    const mutation = getOperationAST(args.document, args.operationName)?.operation === 'mutation';
    return ({ result, setResult }: { result: ExecutionResult; setResult: (result: ExecutionResult) => void }) => {
      if (!result.data) return;
      const bytes = sizeOf(result.data);
      if (bytes <= limits.responseBytes) return;
      const size = `${formatBytes(bytes)} or more`;
      const problem = mutation ? `This mutation ran (what it changed stands), but its response would be ${size}` : `This response would be ${size}`;
      setResult({ errors: [...(result.errors ?? []), limitError(limits, 'responseBytes', problem, hint, bytes)] });
    };
  };
  return {
    onExecute: ({ args }) => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, bounded(args)) }),
    onSubscribe: ({ args }) => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, bounded(args)) }),
  };
}
