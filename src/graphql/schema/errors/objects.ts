// The GraphQL types of code objects' failures (src/errors/objects.ts). Uploads and reads are answered by the wire
// routes (POST /objects, /objects/read) with the same codes; these types are what a field naming stored objects (a
// checkpoint's root tree) answers with them.
import { ObjectMalformedError, ObjectsMissingError, ObjectTypeUnsupportedError, TreeInvalidError } from '../../../errors/objects.ts';
import { builder } from '../../builder.ts';
import { ErrorInterface } from './domain.ts';

builder.objectType(ObjectMalformedError, {
  name: 'ObjectMalformedError',
  description: 'A body of code objects could not be read: a header that does not parse, or content cut short. Nothing was stored.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    index: t.exposeInt('index', { description: "The object's position in the body, from 0." }),
    offset: t.exposeInt('offset', { description: "The body's byte where the object starts." }),
  }),
});

builder.objectType(ObjectTypeUnsupportedError, {
  name: 'ObjectTypeUnsupportedError',
  description: 'A code object of a type the store does not keep (only blob and tree). Nothing was stored.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    type: t.exposeString('type', { description: 'The type word the object carried.' }),
    index: t.exposeInt('index', { description: "The object's position in the body, from 0." }),
    offset: t.exposeInt('offset', { description: "The body's byte where the object starts." }),
  }),
});

builder.objectType(TreeInvalidError, {
  name: 'TreeInvalidError',
  description:
    'A tree git would refuse, or one that could not be checked out safely: a mode other than 100644, 100755, 120000 or 40000 (submodules are not stored), a name that is empty, holds "/", is "." or "..", or is .git in any spelling, a name twice, entries out of git\'s order, or an entry naming an object of the wrong type. Nothing was stored.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    oid: t.exposeString('oid', { description: "The tree's object id, as the server computed it." }),
    entry: t.exposeString('entry', { nullable: true, description: 'The name of the entry at fault; null for the tree as a whole.' }),
  }),
});

builder.objectType(ObjectsMissingError, {
  name: 'ObjectsMissingError',
  description: "Objects named that you do not hold (another owner's objects are missing to you): upload them first. Nothing was changed.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    missing: t.exposeStringList('missing', { description: 'The missing object ids (up to 1,000), in the order they were met.' }),
    count: t.exposeInt('count', { description: 'How many are missing in all.' }),
  }),
});
