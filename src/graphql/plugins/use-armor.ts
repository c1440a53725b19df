// SAVEPOINT_MAX_TOKENS, SAVEPOINT_MAX_DEPTH and SAVEPOINT_MAX_ALIASES: request limits (limits.ts) on the document,
// checked by GraphQL Armor, each refusal reported as ours: the limit, its setting, what was found and what to do.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';
import { limitError, throwing } from './limits.ts';

export function useArmor(limits: RequestLimits): Plugin {
  const rule = (limit: 'depth' | 'aliases', what: string, hint: string) => ({
    n: limits[limit],
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const found = Number(/found (\d+)/.exec(error.message)?.[1]) || undefined;
        context?.reportError(limitError(limits, limit, `This operation has ${found ?? 'too many'} ${what}`, hint, found));
      },
    ],
  });
  const tooLong = () => limitError(limits, 'tokens', 'This document is too long', 'Send a shorter document, and large values as variables.');
  const armor = EnvelopArmorPlugin({
    maxTokens: { n: limits.tokens, propagateOnRejection: false, onReject: [() => throwing(tooLong())] },
    maxDepth: { ...rule('depth', 'levels of nesting', 'Select less nesting, and follow ids with further queries.'), flattenFragments: true },
    maxAliases: rule('aliases', 'aliases', 'Split the operation into several requests.'),
    costLimit: { enabled: false }, // the cost budget counts page sizes with the variables known: cost.ts (Pothos complexity)
    maxDirectives: { enabled: false }, // bounded by the token limit
    blockFieldSuggestion: { enabled: false }, // the schema is public (introspection needs no token)
  });
  return armor as Plugin;
}
