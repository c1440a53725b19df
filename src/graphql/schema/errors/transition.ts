// The GraphQL type of an action a state does not allow (src/errors/transition.ts).
import { InvalidTransitionError } from '../../../errors/transition.ts';
import { builder } from '../../builder.ts';
import { globalIdOf } from '../../ids.ts';
import { LifecycleStateEnum } from '../enums.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(InvalidTransitionError, {
  name: 'InvalidTransitionError',
  description: "The action is not allowed in the object's current state (e.g. completing a session that never started); nothing was changed.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    entity: t.string({
      description: 'The type of the object whose state refused the action, as its __typename (e.g. "Session").',
      resolve: (error) => error.ref.type,
    }),
    entityId: t.id({ description: 'The global id of that object.', resolve: (error) => globalIdOf(error.ref) }),
    currentState: t.field({ type: LifecycleStateEnum, description: 'The state it is in.', resolve: (error) => error.currentState }),
    action: t.exposeString('action', { description: 'The refused action, as words (e.g. "complete", "start a task in").' }),
    allowedFrom: t.field({
      type: [LifecycleStateEnum],
      description: 'The states in which the action is allowed.',
      resolve: (error) => [...error.allowedFrom],
    }),
  }),
});
