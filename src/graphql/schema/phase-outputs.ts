// A phase's output and summary, recorded by completePhase once the phase's tasks are all finished.
import { completePhase, completePhaseThrows } from '../../workflows/phases/complete-phase.ts';
import { builder } from '../builder.ts';
import { callerOf } from '../context.ts';
import { localId, localIdThrows } from '../ids.ts';
import { resultOf } from './errors/domain.ts';
import { LEASE_TOKEN } from './leases.ts';
import { PhaseRef } from './plans.ts';

builder.objectFields(PhaseRef, (t) => ({
  output: t.expose('output', {
    type: 'JSON',
    nullable: true,
    description: 'What the phase produced, as completePhase last recorded it (secrets redacted); null before.',
  }),
  summary: t.exposeString('summary', {
    nullable: true,
    description: 'A summary of the phase for the agents of later phases, as completePhase last recorded it (secrets redacted); null before.',
  }),
}));

const CompletePhaseInput = builder.inputType('CompletePhaseInput', {
  description: "A finished phase's results. Each call replaces the phase's output and summary (each is a phase.output_recorded event).",
  fields: (t) => ({
    phaseId: t.id({ required: true, description: 'The phase: its tasks must all be COMPLETED or CANCELLED; a phase without tasks completes with this call.' }),
    output: t.field({ type: 'JSON', description: 'What the phase produced, any JSON (secrets redacted); null when absent.' }),
    summary: t.string({ description: 'A summary for the agents of later phases (secrets redacted; at most SAVEPOINT_MAX_MESSAGE_BYTES); null when absent.' }),
    idempotencyKey: t.string({ description: 'Any string of 1 to 200 characters: a retry with the same key and input records nothing again.' }),
    leaseToken: t.int({ description: LEASE_TOKEN }),
  }),
});

type Completed = { phaseId: string; completed: boolean; replayed: boolean };

const CompletePhasePayload = builder.objectRef<Completed>('CompletePhasePayload').implement({
  description: 'The phase with its results.',
  fields: (t) => ({
    phase: t.field({ type: PhaseRef, description: 'The phase, COMPLETED, with its output and summary.', resolve: (payload) => payload.phaseId }),
    completedNow: t.exposeBoolean('completed', {
      description: 'True when this call completed the phase (one without tasks); false when its tasks had completed it already.',
    }),
    replayed: t.exposeBoolean('replayed', { description: 'True when an idempotency key matched an earlier call: nothing new was written.' }),
  }),
});

builder.mutationField('completePhase', (t) =>
  t.field({
    type: CompletePhasePayload,
    description:
      "Records a finished phase's output and summary (again: replaces them). Refused while any of its tasks is unfinished, and for a SKIPPED or PAUSED phase. A phase completed by this call takes the PHASE checkpoint the session's policy asks for.",
    args: { input: t.arg({ type: CompletePhaseInput, required: true, description: 'The phase and its results.' }) },
    errors: resultOf('CompletePhaseResult', completePhaseThrows, localIdThrows),
    resolve: (_, { input }, ctx) => completePhase(callerOf(ctx), { ...input, phaseId: localId('Phase', input.phaseId, 'phaseId') }),
  }),
);
