// The process's redactor: built-in patterns plus SAVEPOINT_REDACT_PATTERNS, set once at start-up (app.ts).
// Applied on write to message content, tool calls, inputs and results, and event data, so no secret is stored
// (nor logged, since logs only ever see stored values).
import { createRedactor, type Redactor } from './redact.ts';

let current: Redactor | null = null;

export function configureRedaction(extraPatterns: readonly string[]): void {
  current = createRedactor(extraPatterns);
}

export function redactor(): Redactor {
  current ??= createRedactor([]);
  return current;
}
