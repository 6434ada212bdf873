// Signing up as a pet keeper: the account, optionally its first pet and the referral that brought
// it, the welcome mail and notification, and the first bearer token.
import type { Language } from '@contract/preferences';
import type { RegisterBody, User } from '@contract/schemas/auth';
import { attributeSignup } from '../affiliate';
import { inTransaction } from '../db/unitOfWork';
import { ValidationError, type FieldErrors } from '../errors/HttpError';
import { welcomeMail } from '../mail/authMails';
import { WELCOME_TYPE, welcomeNotification } from '../notifications';
import { insertPet, petRuleErrors } from '../pets';
import type { AuthServices } from './authServices';
import { issueToken } from './authTokens';
import { hashPassword } from './passwordHash';
import { addPasswordErrors } from './passwordPolicy';
import { createUser, EMAIL_TAKEN, findUserByEmail, userView } from './userService';

export type RegistrationDeps = Pick<AuthServices, 'db' | 'clock' | 'mailer' | 'notifications'>;

/**
 * Creates the keeper's account and signs it in. Every rule broken (address taken, weak password,
 * terms not accepted, the first pet's own rules) is one ValidationError listing them all.
 */
export async function registerKeeper(
  { db, clock, mailer, notifications }: RegistrationDeps,
  body: RegisterBody,
  language: Language,
  linkOrigin: string,
): Promise<{ userId: number; token: string; user: User }> {
  const fieldErrors: FieldErrors = {};
  if (await findUserByEmail(db, body.email)) fieldErrors.email = [EMAIL_TAKEN];
  addPasswordErrors(fieldErrors, body.password, body.password_confirmation);
  if (body.terms !== true) fieldErrors.terms = ['The terms field must be accepted.'];
  // The first pet goes through the pets service's rules (dates, breed codes).
  if (body.pet)
    Object.assign(fieldErrors, petRuleErrors(body.pet, body.pet.species, clock.now(), 'pet.'));
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);

  const passwordHash = await hashPassword(body.password);
  // The account, its pet, its welcome mail and notification, its first token and the answer's
  // view of it commit together: once the account exists nothing is left to fail, so a client
  // never gets an error for an account that was created (its retry would be told the address
  // is taken).
  const created = await inTransaction(db, async (unit) => {
    const user = await createUser(unit.tx, {
      name: body.name.trim(),
      email: body.email,
      passwordHash,
      language,
    });
    if (!user) return user;
    if (body.pet) await insertPet(unit.tx, user.id, body.pet, { now: clock.now(), language });
    if (body.referral_code) {
      await attributeSignup(unit.tx, clock, {
        userId: user.id,
        email: user.email,
        code: body.referral_code,
      });
    }
    await mailer.queue(
      welcomeMail({ to: user.email, name: user.name, language, publicUrl: linkOrigin }),
      unit,
    );
    const token = await issueToken(unit.tx, clock, user.id, 'email');
    await notifications.createNotification(
      user.id,
      WELCOME_TYPE,
      welcomeNotification(user.name, language),
      unit.tx,
    );
    return { userId: user.id, token, user: await userView(unit.tx, user.id) };
  });
  // Lost a race with a concurrent registration of the same address.
  if (!created) throw new ValidationError({ email: [EMAIL_TAKEN] });
  return created;
}
