import { makeAutoObservable } from 'mobx';
import type { Reminder, ReminderInput, ReminderUpdate } from '@contract/schemas/petReminders';
import { KeyedResource } from '../../stores/KeyedResource';
import type { RemindersApi } from './remindersApi';

export interface ReminderStoreOptions {
  /** Told after every change, with the pet it belongs to (the dashboard shows the next ones). */
  onChange?: (petId: string) => void;
}

/**
 * Care reminders of the current pet (vaccinations, parasite treatments, medications, vet
 * visits): not done first, soonest first. Marking a repeating one done makes the API create its
 * next occurrence, so the list is fetched again after every change.
 */
export class ReminderStore {
  readonly reminders: KeyedResource<Reminder[]>;

  constructor(
    private readonly api: RemindersApi,
    private readonly options: ReminderStoreOptions = {},
  ) {
    this.reminders = new KeyedResource((petId) => api.list(petId));
    makeAutoObservable<ReminderStore, 'api' | 'options'>(this, {
      api: false,
      options: false,
      reminders: false,
    });
  }

  load(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.reminders.load(petId, options);
  }

  private async changed(petId: string): Promise<void> {
    this.options.onChange?.(petId);
    if (this.reminders.key === petId) await this.load(petId, { force: true });
  }

  async create(petId: string, body: ReminderInput): Promise<Reminder> {
    const reminder = await this.api.create(petId, body);
    await this.changed(petId);
    return reminder;
  }

  async update(reminder: Reminder, body: ReminderUpdate): Promise<Reminder> {
    const updated = await this.api.update(reminder.id, body);
    await this.changed(reminder.pet_id);
    return updated;
  }

  markDone(reminder: Reminder, done = true): Promise<Reminder> {
    return this.update(reminder, { done });
  }

  async remove(reminder: Reminder): Promise<void> {
    await this.api.remove(reminder.id);
    await this.changed(reminder.pet_id);
  }

  clear(): void {
    this.reminders.clear();
  }
}
