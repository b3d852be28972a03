import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXTENSION_OPERATIONS, OPERATIONS } from '../../shared/graphql/operations';
import { SCHEMA_SDL } from './schema-sdl';

describe('embedded backend schema', () => {
  const schema = buildSchema(SCHEMA_SDL);
  it.each(Object.entries({ ...OPERATIONS, ...EXTENSION_OPERATIONS }))(
    'implements the storefront operation %s',
    (_name, document) => {
      expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
    },
  );
});
