// The GraphQL types of the resume errors (src/errors/resume.ts).
import type { SessionState } from '../../../db/tables/sessions.ts';
import { ConfigChangedError, ContinuationFailedError, EnvironmentInvalidError, NoResumableSessionError, TerminalStateError } from '../../../errors/resume.ts';
import { builder } from '../../builder.ts';
import { SessionStateEnum } from '../enums.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(NoResumableSessionError, {
  name: 'NoResumableSessionError',
  description: 'resumeSession was called without a sessionId and none of your sessions is interrupted.',
  interfaces: [ErrorInterface],
});

builder.objectType(TerminalStateError, {
  name: 'TerminalStateError',
  description: 'The session is finished (COMPLETED, FAILED or CANCELLED) and cannot be resumed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ state: t.field({ type: SessionStateEnum, description: "The session's state.", resolve: (error) => error.state as SessionState }) }),
});

builder.objectType(EnvironmentInvalidError, {
  name: 'EnvironmentInvalidError',
  description: 'The workspace is not fit to resume in (see resumePreview.environment); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ problems: t.exposeStringList('problems', { description: 'Each problem found, in words.' }) }),
});

builder.objectType(ConfigChangedError, {
  name: 'ConfigChangedError',
  description: "The session's model configuration differs from the one stamped on the checkpoint it would resume from.",
  interfaces: [ErrorInterface],
});

builder.objectType(ContinuationFailedError, {
  name: 'ContinuationFailedError',
  description: 'No continuation can be planned now (nothing to restart, or the session changed meanwhile); nothing was changed.',
  interfaces: [ErrorInterface],
});
