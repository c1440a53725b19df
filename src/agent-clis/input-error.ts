// What an agent CLI handed us that we cannot record: a hook payload that is not JSON, lacks a field, names an event
// we do not record, or is too large. A typed error, never a crash: the hook reports it and exits 0 (the CLI goes on).

/** Larger hook payloads are refused (a Write of a huge file): the hook records nothing for them rather than stall. */
export const MAX_PAYLOAD_BYTES = 32 * 1024 * 1024;

export const INPUT_ERROR_CODES = ['NOT_JSON', 'NOT_AN_OBJECT', 'MISSING_FIELD', 'INVALID_FIELD', 'UNSUPPORTED_EVENT', 'TOO_LARGE'] as const;
export type InputErrorCode = (typeof INPUT_ERROR_CODES)[number];

export class AgentCliInputError extends Error {
  override readonly name = 'AgentCliInputError';
  readonly code: InputErrorCode;
  /** The payload field at fault, when one is. */
  readonly field: string | null;

  constructor(code: InputErrorCode, message: string, field: string | null = null) {
    super(message);
    this.code = code;
    this.field = field;
  }
}

/** Text made one printable line: control characters as escapes (a payload quoted in a message may hold any). */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it replaces
  return text.replace(/[\u0000-\u001f\u007f]/g, (char) => JSON.stringify(char).slice(1, -1));
}
