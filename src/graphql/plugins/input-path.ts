// Where inside a request's input a value sits, written out for a refusal: `$input.events[617].data`. The walks over
// the input (input-strings.ts, use-input-sanity.ts, use-json-input-limit.ts) keep only the steps (list indexes and
// field or key names) on their way, and write the path once they refuse something, never for each item of a batch.

/** One step into a value: a list index, or a field's (or a JSON key's) name. */
export type InputStep = number | string;

/** `base` followed by the steps: `[i]` for an index, `.name` for a name, `["a key"]` for a key that is not a name. */
export function inputPath(base: string, steps: readonly InputStep[]): string {
  let path = base;
  for (const step of steps) {
    if (typeof step === 'number') path += `[${step}]`;
    else path += /^[A-Za-z_][A-Za-z0-9_]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`;
  }
  return path;
}
