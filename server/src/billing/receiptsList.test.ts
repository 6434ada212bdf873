// The keeper's receipts list what was bought: a declined card's attempt charged nothing and is no
// receipt, though its outcome stays readable through the single order the checkout shows.
import type { Order } from '@contract/schemas/billing';
import { addLine, CARDS, checkout } from '../../test/commerceHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';

jest.setTimeout(60_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

describe('receipts', () => {
  it('leave out a failed payment attempt and list the paid order', async () => {
    const added = await addLine(t.me.call, {
      kind: 'health_report',
      pet_id: t.me.petId,
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    const declined = await checkout(t.me.call, CARDS.declined);
    expect(declined.statusCode).toBe(422);
    const paid = await checkout(t.me.call, CARDS.success);
    expect(paid.statusCode).toBe(200);
    const paidOrder = paid.json().data.order as Order;

    const list = (await t.me.call({ method: 'GET', url: '/api/keeper/orders' })).json()
      .data as Order[];
    expect(list.map((o) => [o.id, o.status])).toEqual([[paidOrder.id, 'paid']]);
  });
});
