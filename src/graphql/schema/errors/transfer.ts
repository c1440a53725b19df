// The GraphQL types of an import's refusals (src/errors/transfer.ts). POST /import/sessions answers the same codes.
import { ExportMalformedError, ExportTruncatedError, ExportVersionUnsupportedError } from '../../../errors/transfer.ts';
import { builder } from '../../builder.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(ExportMalformedError, {
  name: 'ExportMalformedError',
  description:
    'A line of the export is not what the format says: not JSON, a record that breaks it, records out of order, or a row it names that the export does not hold. Nothing was imported.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ line: t.exposeInt('line', { description: 'The line at fault, from 1 (the first of a run of lines the database refused together).' }) }),
});

builder.objectType(ExportTruncatedError, {
  name: 'ExportTruncatedError',
  description: 'The export is not whole: its closing line is missing, or does not count or hash the lines before it. Nothing was imported.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ line: t.exposeInt('line', { description: 'The last line read, from 1 (0: the export was empty).' }) }),
});

builder.objectType(ExportVersionUnsupportedError, {
  name: 'ExportVersionUnsupportedError',
  description: 'The export is in a format version this server does not read (one a newer server wrote). Nothing was imported.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    version: t.exposeString('version', { description: 'The version the export says it is in, as written.' }),
    supportedVersions: t.exposeIntList('supportedVersions', { description: 'The versions this server reads.' }),
  }),
});
