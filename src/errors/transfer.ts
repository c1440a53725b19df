// The expected failures of importing an export (transfer/): a file that is not a Savepoint export as this server writes
// it, one cut short, or one in a format version this server does not read. Each names the line at fault, and each
// refusal changes nothing: an import is one transaction. Its size is a LimitReachedError (IMPORT_BYTES, limit.ts).
import { DomainError, ErrorCode, either } from './domain.ts';

const AGAIN = 'Nothing was imported. Export the session again (GET /export/sessions/<id>) and import that file as it is.';

/** A line that is not JSON, a record that breaks the format or names what the export does not hold, records out of order. */
export class ExportMalformedError extends DomainError {
  readonly code = ErrorCode.EXPORT_MALFORMED;
  /** The line at fault, from 1 (the first of a run of records when the database refused the run). */
  readonly line: number;
  constructor(line: number, problem: string) {
    super(`Line ${line.toLocaleString('en')} of the export ${problem}. ${AGAIN}`);
    this.line = line;
  }
}

/** An export without its closing line, or one whose closing line does not match what came before it: not whole. */
export class ExportTruncatedError extends DomainError {
  readonly code = ErrorCode.EXPORT_TRUNCATED;
  /** The last line read, from 1 (0: nothing came). */
  readonly line: number;
  constructor(line: number, problem: string) {
    super(`The export is not whole: ${problem} (after line ${line.toLocaleString('en')}); it was cut short or changed on the way. ${AGAIN}`);
    this.line = line;
  }
}

/** An export in a format version this server does not read (written by a newer server). */
export class ExportVersionUnsupportedError extends DomainError {
  readonly code = ErrorCode.EXPORT_VERSION_UNSUPPORTED;
  readonly line = 1;
  /** The version the export says it is in, as written. */
  readonly version: string;
  readonly supportedVersions: readonly number[];
  constructor(found: unknown, supported: readonly number[]) {
    const version = JSON.stringify(found) ?? 'none';
    super(
      `The export is in format version ${version}, which this server does not read (it reads version ${either(supported.map(String))}); nothing was imported. Import it into a server of the version that wrote it, or upgrade this one.`,
    );
    this.version = version;
    this.supportedVersions = supported;
  }
}
