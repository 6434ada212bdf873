import { makeAutoObservable } from 'mobx';
import type {
  Medication,
  MedicationInput,
  MedicationRefill,
  MedicationUpdate,
} from '@contract/schemas/medicationStock';
import { KeyedResource } from '../../stores/KeyedResource';
import type { MedicationStockApi } from './medicationStockApi';

/**
 * The current pet's medication stock, as the API estimates it today (fewest days left first).
 * Every change moves the estimate and the order, so the list is fetched again after it.
 */
export class MedicationStore {
  readonly medications: KeyedResource<Medication[]>;

  constructor(private readonly api: MedicationStockApi) {
    this.medications = new KeyedResource((petId) => api.list(petId));
    makeAutoObservable<MedicationStore, 'api'>(this, { api: false, medications: false });
  }

  load(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.medications.load(petId, options);
  }

  private async changed(petId: string): Promise<void> {
    if (this.medications.key === petId) await this.load(petId, { force: true });
  }

  async create(petId: string, body: MedicationInput): Promise<Medication> {
    const created = await this.api.create(petId, body);
    await this.changed(petId);
    return created;
  }

  async update(medication: Medication, body: MedicationUpdate): Promise<Medication> {
    const updated = await this.api.update(medication.id, body);
    await this.changed(medication.pet_id);
    return updated;
  }

  async refill(medication: Medication, body: MedicationRefill): Promise<Medication> {
    const updated = await this.api.refill(medication.id, body);
    await this.changed(medication.pet_id);
    return updated;
  }

  async remove(medication: Medication): Promise<void> {
    await this.api.remove(medication.id);
    await this.changed(medication.pet_id);
  }

  clear(): void {
    this.medications.clear();
  }
}
