// Fills the medication store with one keeper's data, for the sign-out test
// (src/stores/signOut.test.ts runs the `signOut.fixture.ts` of every feature folder, then finds
// nothing of the keeper left after signing out).
import type { RootStore } from '../../stores/RootStore';
import type { ProductKeeper } from '../../test/productKeeper';

export async function fillForSignOut(
  root: RootStore,
  { petId }: ProductKeeper,
  marker: string,
): Promise<void> {
  await root.medicationStock.create(petId, {
    name: `Medication ${marker}`,
    unit: 'tablet',
    dose_per_day: 1,
    stock: 30,
  });
  await root.medicationStock.load(petId);
}
