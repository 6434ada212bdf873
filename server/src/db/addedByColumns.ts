// Who added a visit or a document, when a vet did (vet-sharing/addedBy.ts writes and reads the
// mark). The schema calls it while its tables load, so it imports no capability: a table that
// calls it names the two parents, read only when drizzle resolves the foreign keys, after every
// table has loaded (through a capability's index.ts, an import cycle may hand back a half-loaded
// module).
import { integer, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The clinic's and the vet's id columns, read when the foreign keys are resolved. */
export interface AddedByParents {
  clinic: () => AnyPgColumn;
  vet: () => AnyPgColumn;
}

/**
 * The clinic and the vet (both kept as names too, so the record still says who wrote it after the
 * clinic or the vet's account is gone). Null on every record the keeper added.
 */
export function addedByColumns(parents: AddedByParents) {
  return {
    addedByMedicalEntityId: integer('added_by_medical_entity_id').references(parents.clinic, {
      onDelete: 'set null',
    }),
    addedByUserId: integer('added_by_user_id').references(parents.vet, {
      onDelete: 'set null',
    }),
    addedByClinicName: text('added_by_clinic_name'),
    addedByVetName: text('added_by_vet_name'),
  };
}
