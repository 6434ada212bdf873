import { createDocumentCookieJar, readCookie } from '../../http/cookies';
import { clearAllCookies } from '../../test/testRootStore';
import { RoleStore } from './RoleStore';

describe('RoleStore', () => {
  beforeEach(clearAllCookies);
  const jar = () => createDocumentCookieJar(document, false);

  it('keeps the selected role with its medical entity in the selected-user-role cookie', () => {
    const roles = new RoleStore(jar());
    roles.select({ name: 'vet', medical_entity_id: 12 });
    expect(JSON.parse(readCookie(document.cookie, 'selected-user-role')!)).toEqual({
      name: 'vet',
      medical_entity_id: 12,
    });
    expect(roles.medicalEntityId).toBe(12);
    const reloaded = new RoleStore(jar());
    expect(reloaded.selected).toEqual({ name: 'vet', medical_entity_id: 12 });
  });

  it('ignores a cookie that is not a role', () => {
    document.cookie = `selected-user-role=${encodeURIComponent('{"name":"emperor"}')}; Path=/`;
    expect(new RoleStore(jar()).selected).toBeNull();
  });

  it('matches held roles by name and medical entity', () => {
    const roles = new RoleStore(jar());
    roles.select({ name: 'vet', medical_entity_id: 12 });
    expect(roles.isHeldBy([{ name: 'vet', medical_entity_id: 12 }])).toBe(true);
    expect(roles.isHeldBy([{ name: 'vet', medical_entity_id: 13 }])).toBe(false);
    expect(roles.isHeldBy([{ name: 'admin', medical_entity_id: 12 }])).toBe(false);
  });

  it('defaults to pet-keeper, else the first role', () => {
    expect(
      RoleStore.defaultRole([
        { name: 'vet', medical_entity_id: 1 },
        { name: 'pet-keeper', medical_entity_id: null },
      ]),
    ).toEqual({ name: 'pet-keeper', medical_entity_id: null });
    expect(RoleStore.defaultRole([{ name: 'admin', medical_entity_id: null }])).toEqual({
      name: 'admin',
      medical_entity_id: null,
    });
    expect(RoleStore.defaultRole([])).toBeNull();
  });

  it('clears the role and its cookie', () => {
    const roles = new RoleStore(jar());
    roles.select({ name: 'admin', medical_entity_id: null });
    roles.clear();
    expect(roles.selected).toBeNull();
    expect(roles.medicalEntityId).toBeNull();
    expect(readCookie(document.cookie, 'selected-user-role')).toBeNull();
  });
});
