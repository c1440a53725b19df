// What the runner kit throws. A runner tells them apart by class and `code`: the lease lost (stop working: another
// runner owns the session now), a write the server refused (its typed error, which says what to do next), and a
// misuse of the kit itself.

/** Why a runner stopped holding its session: the lease was taken, broken, or the session finished. */
export type LeaseLoss = {
  /** TAKEN: another runner holds it (or held it since); BROKEN: forceUnlock; FINISHED: the session ended. */
  reason: 'TAKEN' | 'BROKEN' | 'FINISHED';
  message: string;
  /** The token this runner held. */
  token: number | null;
  /** Writes still in the local journal, which will not be replayed (the session is no longer this runner's). */
  unsent: number;
};

/** The lease is lost: the runner must stop its work now (every write from here on throws this). */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  readonly code = 'LEASE_LOST';
  readonly loss: LeaseLoss;
  constructor(loss: LeaseLoss) {
    super(loss.message);
    this.loss = loss;
  }
}

/** A write the server refused with an error as data (its code and message, which says what to do next). */
export class WriteRefusedError extends Error {
  override readonly name = 'WriteRefusedError';
  readonly code: string;
  /** The operation refused, e.g. completeStep. */
  readonly op: string;
  /** The error result as the server answered it (typed fields such as currentState included). */
  readonly error: Record<string, unknown>;
  constructor(op: string, error: { code?: string; message?: string } & Record<string, unknown>) {
    super(`${op}: ${error.code ?? 'REFUSED'}: ${error.message ?? 'refused'}`);
    this.op = op;
    this.code = error.code ?? 'REFUSED';
    this.error = error;
  }
}

/** The kit used in a way it cannot serve (a step it does not know, a run already closed); the message says how. */
export class RunnerUsageError extends Error {
  override readonly name = 'RunnerUsageError';
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
