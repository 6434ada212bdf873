import { sharedSerializerFactory } from './sharedSerializers';

const Pet = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, owner: { $ref: 'Owner#' } },
} as const;
const Owner = { $id: 'Owner', type: 'object', properties: { email: { type: 'string' } } };
const route = { schema: Pet, method: 'GET', url: '/pets/:id', httpStatus: '200' };
const pet = { id: 7, name: 'Luna', owner: { email: 'a@b.c', secret: 'x' }, token: 'hidden' };

describe('response serialisers shared between app instances', () => {
  it('serialises by the schema: only the declared fields, shared schemas resolved', () => {
    const serialize = sharedSerializerFactory({ Owner }, undefined)(route);
    expect(JSON.parse(serialize(pet))).toEqual({ id: 7, name: 'Luna', owner: { email: 'a@b.c' } });
  });

  it('gives a second app with the same shared schemas the function the first one built', () => {
    const first = sharedSerializerFactory({ Owner }, undefined)(route);
    const second = sharedSerializerFactory({ Owner }, undefined)(route);
    expect(second).toBe(first);
  });

  it('compiles anew for other shared schemas or other options', () => {
    const first = sharedSerializerFactory({ Owner }, undefined)(route);
    const OtherOwner = { ...Owner, properties: { name: { type: 'string' } } };
    const other = sharedSerializerFactory({ Owner: OtherOwner }, undefined)(route);
    expect(other).not.toBe(first);
    expect(JSON.parse(other({ ...pet, owner: { name: 'Ann', email: 'a@b.c' } }))).toEqual({
      id: 7,
      name: 'Luna',
      owner: { name: 'Ann' },
    });
    expect(sharedSerializerFactory({ Owner }, { rounding: 'floor' })(route)).not.toBe(first);
  });
});
