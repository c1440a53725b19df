// SAVEPOINT_MAX_MUTATION_FIELDS: one of the request limits (limits.ts), on the root fields of a mutation.
import { type ASTVisitor, Kind, type OperationDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../../config.ts';
import { limitError } from './limits.ts';

export function useMutationFieldsLimit(limits: RequestLimits): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(mutationFieldsRule(limits)) };
}

/** Each root field of a mutation runs, one after another: a document of hundreds would bypass every other limit. */
function mutationFieldsRule(limits: RequestLimits) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const count = node.operation === 'mutation' ? rootFields(context, node.selectionSet, new Set()) : 0;
      const hint = 'Send the others in separate requests (batch lists such as recordEvents carry many items in one field).';
      if (count > limits.mutationFields) context.reportError(limitError(limits, 'mutationFields', `This mutation has ${count} root fields`, hint, count));
      return false;
    },
  });
}

function rootFields(context: ValidationContext, selectionSet: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFields(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFields(context, fragment.selectionSet, seen);
    }
  }
  return count;
}
