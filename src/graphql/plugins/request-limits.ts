// The request limits' plugins (limits.ts), in the order they run, for the Yoga server's `plugins` (server.ts); the
// response's own limit is use-response-size-limit.ts.
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { keepLimits } from './limits.ts';
import { useArmor } from './use-armor.ts';
import { useBodyLimit } from './use-body-limit.ts';
import { useJsonInputLimit } from './use-json-input-limit.ts';
import { useMutationFieldsLimit } from './use-mutation-fields-limit.ts';
import { useStatementTimeoutErrors } from './use-statement-timeout-errors.ts';

/** Every request-limit plugin, for the Yoga server's `plugins`. */
export function limitPlugins(limits: RequestLimits, logger: Logger): Plugin[] {
  return [
    { onYogaInit: ({ yoga }) => keepLimits(yoga, limits) },
    useBodyLimit(limits),
    useArmor(limits),
    useMutationFieldsLimit(limits),
    useJsonInputLimit(limits),
    useStatementTimeoutErrors(limits, logger),
  ];
}
