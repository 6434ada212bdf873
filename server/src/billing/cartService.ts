// The keeper's cart: lines per pet (a plan, or health reports 1–5), one promo code, priced on
// every read from the configured tables (pricing.ts). Checkout (checkoutService.ts) takes the
// same priced cart, so what the keeper saw is what is charged.
import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@contract/preferences';
import {
  HEALTH_REPORT_MAX_QUANTITY,
  type AddCartLineBody,
  type Cart,
  type CartLine,
} from '@contract/schemas/billing';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { billingData, users } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { ownedPet, PET_NOT_FOUND, pets } from '../pets';
import { PLAN_MONTHS, type BillingConfig } from './billingConfig';
import { cartLines, carts, subscriptions } from './billingTables';
import { addMonths, formatLongDate, prorationCredit } from './money';
import {
  planPrice,
  pricesOf,
  regionOf,
  totalCart,
  type AppliedPromo,
  type Region,
} from './pricing';
import { rowId } from '../http/routeSchema';
import { isSubscribed, planChange, planLabel } from './plans';
import { resolvePromo } from './promoCodes';

export const LINE_NOT_FOUND = 'Cart line not found.';
export interface CommerceDeps {
  db: Database;
  clock: Clock;
  config: BillingConfig;
}

export interface PricedCart {
  cart: Cart;
  region: Region;
  promo: AppliedPromo | null;
  /** Why the stored promo code no longer applies (shown as errors.code at checkout). */
  promoError: string | null;
  language: Language;
}

export async function regionOfUser(
  db: Database,
  config: BillingConfig,
  userId: number,
): Promise<{ region: Region; language: Language }> {
  const [row] = await db
    .select({ language: users.language, country: billingData.country })
    .from(users)
    .leftJoin(billingData, eq(billingData.userId, users.id))
    .where(eq(users.id, userId));
  const language = row?.language ?? 'en';
  return { region: regionOf(config, row?.country || null, language), language };
}

/** What a plan line costs and says: the plan's price less the credit of the current plan. */
interface PlanPricing {
  unit: number;
  credit: number;
  description: string;
  renewal: CartLine['renewal'];
}

/** A plan line of the cart: one plan for one pet, paid once. */
function planLine(
  line: { id: number; petId: number },
  plan: NonNullable<CartLine['plan']>,
  { unit, credit, description, renewal }: PlanPricing,
): CartLine {
  return {
    id: String(line.id),
    kind: 'plan',
    pet_id: String(line.petId),
    plan,
    quantity: 1,
    unit_amount_minor: unit,
    proration_credit_minor: credit,
    amount_minor: unit - credit,
    description,
    renewal,
  };
}

export class CartService {
  constructor(private readonly deps: CommerceDeps) {}

  private async ensureCart(db: Database, userId: number): Promise<void> {
    await db.insert(carts).values({ userId }).onConflictDoNothing();
  }

  /** The cart as the keeper sees it, priced now. */
  async priced(userId: number, db: Database = this.deps.db): Promise<PricedCart> {
    const { config, clock } = this.deps;
    const { region, language } = await regionOfUser(db, config, userId);
    const prices = pricesOf(config, region);
    const rows = await db
      .select({ line: cartLines, petName: pets.name, subscription: subscriptions })
      .from(cartLines)
      .innerJoin(pets, eq(pets.id, cartLines.petId))
      .leftJoin(subscriptions, eq(subscriptions.petId, cartLines.petId))
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const now = clock.now();
    const lines: CartLine[] = rows.map(({ line, petName, subscription }) => {
      if (line.kind === 'health_report') {
        const unit = prices.health_report;
        return {
          id: String(line.id),
          kind: 'health_report',
          pet_id: String(line.petId),
          plan: null,
          quantity: line.quantity,
          unit_amount_minor: unit,
          proration_credit_minor: 0,
          amount_minor: unit * line.quantity,
          description:
            language === 'jp' ? `${petName}の健康レポート` : `Health report for ${petName}`,
          renewal: null,
        };
      }
      const plan = line.plan ?? 'premium_monthly';
      const change = planChange(subscription, plan);
      const planName = planLabel(plan, language);
      if (change === 'downgrade' && subscription?.currentPeriodEnd) {
        const on = formatLongDate(subscription.currentPeriodEnd, language);
        return planLine(line, plan, {
          unit: 0,
          credit: 0,
          description:
            language === 'jp'
              ? `${petName}：${on}から${planName}に変更（本日の請求なし）`
              : `${petName}: ${planName} from ${on} (nothing to pay today)`,
          // The renewal at the period end charges the new plan (renewalJob.ts).
          renewal: {
            renews_at: subscription.currentPeriodEnd.toISOString(),
            amount_minor: planPrice(prices, plan),
          },
        });
      }
      const unit = planPrice(prices, plan);
      const credit =
        change === 'upgrade' &&
        subscription?.currency === region.currency &&
        subscription.amountMinor !== null &&
        subscription.currentPeriodStart !== null &&
        subscription.currentPeriodEnd !== null
          ? Math.min(
              unit,
              prorationCredit(
                subscription.amountMinor,
                subscription.currentPeriodStart,
                subscription.currentPeriodEnd,
                now,
              ),
            )
          : 0;
      return planLine(line, plan, {
        unit,
        credit,
        description: language === 'jp' ? `${petName}：${planName}` : `${petName}: ${planName}`,
        // Paid now, a new period starts now (orderService.ts); it renews at the plan's price.
        renewal: { renews_at: addMonths(now, PLAN_MONTHS[plan]).toISOString(), amount_minor: unit },
      });
    });
    const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
    let promo: AppliedPromo | null = null;
    let promoError: string | null = null;
    if (cart?.promoCode) {
      const resolved = await resolvePromo(this.deps, db, userId, cart.promoCode, region);
      if ('error' in resolved) promoError = resolved.error;
      else promo = resolved.promo;
    }
    return { cart: totalCart(lines, promo, region), region, promo, promoError, language };
  }

  async view(userId: number): Promise<Cart> {
    return (await this.priced(userId)).cart;
  }

  async addLine(userId: number, body: AddCartLineBody): Promise<Cart> {
    const petId = rowId(body.pet_id, PET_NOT_FOUND);
    await this.deps.db.transaction(async (tx) => {
      await ownedPet(tx, userId, petId);
      await this.ensureCart(tx, userId);
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.petId, petId));
      if (body.kind === 'plan') {
        if (body.plan === undefined) {
          throw new ValidationError({ plan: ['The plan field is required for a plan line.'] });
        }
        if (body.quantity !== undefined && body.quantity !== 1) {
          throw new ValidationError({ quantity: ['A pet has one plan: the quantity must be 1.'] });
        }
        const change = planChange(subscription, body.plan);
        if (change === 'same') {
          throw new ValidationError({
            plan: [
              subscription?.cancelAtPeriodEnd
                ? 'The pet already has this plan: resume it instead.'
                : 'The pet already has this plan.',
            ],
          });
        }
        await tx
          .insert(cartLines)
          .values({ userId, kind: 'plan', petId, plan: body.plan, quantity: 1 })
          .onConflictDoUpdate({
            target: [cartLines.userId, cartLines.petId, cartLines.kind],
            set: { plan: body.plan },
          });
        return;
      }
      if (body.plan !== undefined) {
        throw new ValidationError({ plan: ['A health report line has no plan.'] });
      }
      if (isSubscribed(subscription)) {
        throw new ValidationError({
          kind: ['The health report is included in this pet’s premium plan.'],
        });
      }
      const quantity = body.quantity ?? 1;
      const [existing] = await tx
        .select()
        .from(cartLines)
        .where(
          and(
            eq(cartLines.userId, userId),
            eq(cartLines.petId, petId),
            eq(cartLines.kind, 'health_report'),
          ),
        )
        .for('update');
      const total = (existing?.quantity ?? 0) + quantity;
      if (total > HEALTH_REPORT_MAX_QUANTITY) {
        throw new ValidationError({
          quantity: [`At most ${HEALTH_REPORT_MAX_QUANTITY} health reports per pet.`],
        });
      }
      if (existing) {
        await tx.update(cartLines).set({ quantity: total }).where(eq(cartLines.id, existing.id));
      } else {
        await tx.insert(cartLines).values({ userId, kind: 'health_report', petId, quantity });
      }
    });
    return this.view(userId);
  }

  private async ownedLine(db: Database, userId: number, lineIdText: string) {
    const lineId = rowId(lineIdText, LINE_NOT_FOUND);
    const [line] = await db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
    if (!line) throw new NotFoundError(LINE_NOT_FOUND);
    return line;
  }

  async setQuantity(userId: number, lineIdText: string, quantity: number): Promise<Cart> {
    const line = await this.ownedLine(this.deps.db, userId, lineIdText);
    if (line.kind === 'plan' && quantity !== 1) {
      throw new ValidationError({ quantity: ['A pet has one plan: the quantity must be 1.'] });
    }
    await this.deps.db.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
    return this.view(userId);
  }

  async removeLine(userId: number, lineIdText: string): Promise<Cart> {
    const line = await this.ownedLine(this.deps.db, userId, lineIdText);
    await this.deps.db.delete(cartLines).where(eq(cartLines.id, line.id));
    return this.view(userId);
  }

  async setPromo(userId: number, rawCode: string): Promise<Cart> {
    const code = rawCode.trim().toUpperCase();
    const { region } = await regionOfUser(this.deps.db, this.deps.config, userId);
    const resolved = await resolvePromo(this.deps, this.deps.db, userId, code, region);
    if ('error' in resolved) throw new ValidationError({ code: [resolved.error] });
    await this.ensureCart(this.deps.db, userId);
    await this.deps.db.update(carts).set({ promoCode: code }).where(eq(carts.userId, userId));
    return this.view(userId);
  }

  async clearPromo(userId: number): Promise<Cart> {
    await this.deps.db.update(carts).set({ promoCode: null }).where(eq(carts.userId, userId));
    return this.view(userId);
  }
}
