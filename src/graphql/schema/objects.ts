// Code objects (objects/): which of a snapshot's objects the server still lacks, so an agent uploads only those (POST
// /objects, wire/objects.ts). Asked per owner: another owner's objects are missing to you.
import { findMissingObjects } from '../../objects/object-read.service.ts';
import { builder } from '../builder.ts';
import { ownerOf } from '../context.ts';

builder.queryField('missingObjects', (t) =>
  t.stringList({
    description:
      'Which of these code objects (git blob and tree ids) are not stored for you, in the order given, each once: upload those with POST /objects (blobs first, then trees from the bottom up), then name the root tree. At most SAVEPOINT_MAX_BATCH ids (LIMIT_REACHED); each must be 40 lowercase hex digits (VALIDATION_FAILED).',
    args: { oids: t.arg.stringList({ required: true, description: "Object ids as git prints them (git's SHA-1 ids: 40 lowercase hex digits)." }) },
    resolve: (_, { oids }, ctx) => findMissingObjects(ctx.db, ownerOf(ctx), oids, ctx.settings.limits.maxBatchSize),
  }),
);
