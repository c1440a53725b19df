// SAVEPOINT_STATEMENT_TIMEOUT_MS: one of the request limits (limits.ts), set on every pooled connection (db/client.ts).
import { type ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError, handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';
import { sqlStateOf } from '../../db/sqlstate.ts';
import type { Logger } from '../../logger.ts';
import { LIMIT_SETTINGS } from './limits.ts';

export const STATEMENT_TIMEOUT = 'STATEMENT_TIMEOUT';
const QUERY_CANCELED = '57014'; // SQLSTATE query_canceled: statement_timeout (set on every pooled connection, db/client.ts) fired

/** A statement cancelled by statement_timeout is an expected failure, shown as such (and not logged as unexpected). */
export function useStatementTimeoutErrors(limits: RequestLimits, logger: Logger): Plugin {
  const setting = LIMIT_SETTINGS.statementTimeoutMs;
  const message = `A database statement of this request ran longer than ${limits.statementTimeoutMs} ms and was cancelled (${setting}). Ask for less (smaller pages, fewer fields) or try again later.`;
  const extensions = { code: STATEMENT_TIMEOUT, limit: 'statementTimeoutMs', setting, max: limits.statementTimeoutMs };
  const mapped = ({ result, setResult }: { result: ExecutionResult; setResult: (result: ExecutionResult) => void }) => {
    if (!result.errors?.some(isStatementTimeout)) return;
    logger.warn(`a statement ran over ${setting}=${limits.statementTimeoutMs} and was cancelled`);
    const timedOut = (error: GraphQLError) => createGraphQLError(message, { nodes: error.nodes, path: error.path, extensions });
    setResult({ ...result, errors: result.errors.map((error) => (isStatementTimeout(error) ? timedOut(error) : error)) });
  };
  return {
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, mapped) }),
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, mapped) }),
  };
}

function isStatementTimeout(error: GraphQLError): boolean {
  return error instanceof GraphQLError && sqlStateOf(error.originalError) === QUERY_CANCELED && /statement timeout/.test(error.originalError?.message ?? '');
}
