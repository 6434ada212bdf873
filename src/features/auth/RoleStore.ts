import { makeAutoObservable } from 'mobx';
import { isRole, sameRole } from '@contract/roles';
import type { Role } from '@contract/schemas/auth';
import { COOKIES, readJsonCookie, type CookieJar } from '../../http/cookies';

/**
 * The active role (spec.md section 6), kept in the selected-user-role cookie. Its medical entity
 * goes with every request as X-Medical-Entity-ID.
 */
export class RoleStore {
  selected: Role | null;

  constructor(private readonly cookies: CookieJar) {
    const saved = readJsonCookie(cookies, COOKIES.selectedUserRole, isRole);
    this.selected = saved
      ? { name: saved.name, medical_entity_id: saved.medical_entity_id ?? null }
      : null;
    makeAutoObservable<RoleStore, 'cookies'>(this, { cookies: false });
  }

  get medicalEntityId(): number | null {
    return this.selected?.medical_entity_id ?? null;
  }

  select(role: Role): void {
    const value = { name: role.name, medical_entity_id: role.medical_entity_id ?? null };
    this.cookies.set(COOKIES.selectedUserRole, JSON.stringify(value));
    this.selected = value;
  }

  clear(): void {
    this.cookies.remove(COOKIES.selectedUserRole);
    this.selected = null;
  }

  /** True when the user holds the saved role (same name and medical entity). */
  isHeldBy(roles: readonly Role[]): boolean {
    const selected = this.selected;
    return selected !== null && roles.some((role) => sameRole(role, selected));
  }

  /** The role the user acts in: the saved one while they hold it, else the default. */
  activeFor(roles: readonly Role[]): Role | null {
    return this.isHeldBy(roles) ? this.selected : RoleStore.defaultRole(roles);
  }

  /** spec.md section 6: pet-keeper if the user has it, else the first role. */
  static defaultRole(roles: readonly Role[]): Role | null {
    return roles.find((r) => r.name === 'pet-keeper') ?? roles[0] ?? null;
  }
}
