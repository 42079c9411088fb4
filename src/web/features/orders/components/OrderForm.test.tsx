// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cieloWarning,
  ehtefalAlert,
  raffleTicketsCappedAlert,
  yearOfTheSnakeAlert,
} from '../../../../domain/orders/caps';
import { orderFormContract, ordersContract } from '../../../../domain/orders/contract';
import type { OrderInputDraft } from '../../../../domain/orders/schemas';
import {
  customerMissingMessage,
  orderTypeMissingMessage,
  productsMissingMessage,
} from '../../../../domain/orders/validation';
import { orderRulesDefault } from '../../../../domain/settings/orderRules';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { aCatalog, aCatalogItem, orderTagsDefault } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render';
import { catalogKey, yearSalesKey } from '../api/orders';
import { useOrderDraft } from '../hooks/useOrderDraft';
import { OrderForm, type CustomerDefaults } from './OrderForm';

const rules = orderRulesDefault;
const smokeHouse = {
  listId: 'C-100',
  fullName: 'Smoke House',
  companyName: 'Smoke House LLC',
  firstName: 'Rita',
  lastName: 'Moreno',
  city: 'Miami',
  state: 'FL',
  accountNumber: '4411',
  isActive: true,
};

function OrderFormPage({
  customerDefaults = null,
  onSubmitted = () => {},
}: {
  customerDefaults?: CustomerDefaults | null;
  onSubmitted?: () => void;
}) {
  const { draft, quantities, update, reset } = useOrderDraft('u-ana', 'Standard', 'AR');
  return (
    <OrderForm
      draft={draft}
      quantities={quantities}
      update={update}
      reset={reset}
      rules={rules}
      options={{
        users: [{ id: 'u-ana', displayName: 'Ana Rep', repCode: 'AR' }],
        states: ['FL'],
        repCodes: ['AR'],
        priceLevels: [],
        terms: ['Net 30', 'Credit Card'],
        forms: ['Standard'],
        orderTags: orderTagsDefault,
      }}
      priceLevels={[]}
      // the page's customer search is tested with the notes form; here a button picks the customer
      customerPicker={
        <button type="button" onClick={() => update({ customer: smokeHouse })}>
          Pick Smoke House
        </button>
      }
      customerDefaults={customerDefaults}
      attachments={null}
      uploadAttachments={async () => {}}
      onEstimate={() => {}}
      estimatePending={false}
      onSubmitted={onSubmitted}
    />
  );
}

let api: MockApi;
beforeEach(() => {
  api = mockApi().on(orderFormContract.catalog, aCatalog());
});

async function openProducts(customerDefaults?: CustomerDefaults) {
  const view = renderWithApp(<OrderFormPage customerDefaults={customerDefaults} />);
  await view.user.click(screen.getByRole('tab', { name: 'Products' }));
  await screen.findByRole('spinbutton', { name: 'Quantity of p-ADF109' });
  return view;
}

const qtyOf = (name: string) => screen.getByRole('spinbutton', { name: `Quantity of ${name}` });

async function setQty(user: ReturnType<typeof renderWithApp>['user'], name: string, qty: number) {
  await user.clear(qtyOf(name));
  await user.type(qtyOf(name), String(qty));
}

const footerTotal = () => screen.getByTestId('footer-total');

describe('Order form: quantity caps', () => {
  it('Year of the Snake is lowered to one box per $1,000 of the other products, with an alert', async () => {
    const { user } = await openProducts();
    await setQty(user, 'p-ADF109', 12); // 12 × $200 = $2,400: 2 Year of the Snake boxes allowed
    await setQty(user, 'p-YOS25', 5);

    expect(await screen.findByText(yearOfTheSnakeAlert(2, rules))).toBeInTheDocument();
    expect(qtyOf('p-YOS25')).toHaveValue(2);
  });

  it('Year of the Snake alone is not allowed at all', async () => {
    const { user } = await openProducts();
    await setQty(user, 'p-YOS25', 1);

    expect(await screen.findByText(yearOfTheSnakeAlert(0, rules))).toBeInTheDocument();
    expect(qtyOf('p-YOS25')).toHaveValue(null);
    expect(footerTotal()).toHaveTextContent('$0.00 · 0 boxes');
  });

  it('Ehtefal is lowered to one box per 15 qualifying boxes, with an alert', async () => {
    const { user } = await openProducts();
    await setQty(user, 'p-ADF109', 15);
    await setQty(user, 'p-EHT10', 3);

    expect(await screen.findByText(ehtefalAlert(1, rules))).toBeInTheDocument();
    expect(qtyOf('p-EHT10')).toHaveValue(1);
  });

  it('too many Cielo boxes are removed with a warning', async () => {
    const { user } = await openProducts();
    await setQty(user, 'p-ADF109', 5); // $1,000 without Cielo: 2 Cielo boxes allowed
    await setQty(user, 'p-AC3CH', 3);

    expect(await screen.findByText(cieloWarning(3, 2))).toBeInTheDocument();
    expect(qtyOf('p-AC3CH')).toHaveValue(null);
  });

  it('Cielo has no limit for a customer whose event-year sales are above the threshold', async () => {
    api.on(orderFormContract.catalog, aCatalog({ customerYearSales: 40_000 }));
    const { user } = await openProducts();
    await setQty(user, 'p-AC3CH', 30);

    expect(qtyOf('p-AC3CH')).toHaveValue(30);
    expect(screen.queryByText(/Cielo items/)).not.toBeInTheDocument();
  });
});

describe('Order form: offline', () => {
  /** The server cannot be reached for the customer's own catalog (offline). */
  const forCustomers = (answer: ReturnType<typeof failure>) =>
    api.on(orderFormContract.catalog, (request) =>
      request.query.get('customerListId') ? answer : aCatalog(),
    );
  const unreachableForCustomers = () => forCustomers(failure(0, 'Humidor cannot be reached.', 'NETWORK'));

  it("prices and caps with the form and the customer's sales kept on this device", async () => {
    unreachableForCustomers();
    const { user, client } = renderWithApp(<OrderFormPage />);
    // what the working set kept (app/working-set.ts): the form, and this customer's event-year sales
    client.setQueryData(catalogKey('Standard', null), aCatalog());
    client.setQueryData(yearSalesKey(smokeHouse.listId), 40_000);
    await user.click(screen.getByRole('button', { name: 'Pick Smoke House' }));
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    await setQty(user, 'p-AC3CH', 30);

    // above the Cielo threshold, as the server will find: no cap
    expect(qtyOf('p-AC3CH')).toHaveValue(30);
    expect(screen.queryByText(/Cielo items/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows what the server answers, a refusal too, rather than what the device keeps', async () => {
    forCustomers(failure(404, 'A customer with the ID C-100 does not exist'));
    const { user, client } = renderWithApp(<OrderFormPage />);
    client.setQueryData(catalogKey('Standard', null), aCatalog());
    client.setQueryData(yearSalesKey(smokeHouse.listId), 40_000);
    await user.click(screen.getByRole('button', { name: 'Pick Smoke House' }));
    await user.click(screen.getByRole('tab', { name: 'Products' }));

    expect(await screen.findByText('A customer with the ID C-100 does not exist')).toBeInTheDocument();
  });

  it("says the server cannot be reached when the customer's sales are not kept here", async () => {
    unreachableForCustomers();
    const { user, client } = renderWithApp(<OrderFormPage />);
    client.setQueryData(catalogKey('Standard', null), aCatalog());
    await user.click(screen.getByRole('button', { name: 'Pick Smoke House' }));
    await user.click(screen.getByRole('tab', { name: 'Products' }));

    expect(await screen.findByText('Humidor cannot be reached.')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of p-AC3CH' })).toBeNull();
  });
});

describe('Order form: raffle tickets', () => {
  it('a raffle-event order earns one ticket per Cosecha box up to the per-order limit, and says so', async () => {
    const { user } = renderWithApp(<OrderFormPage />);
    await user.click(screen.getByRole('combobox', { name: 'Order Type' }));
    await user.click(await screen.findByRole('option', { name: 'PCA2025' }));
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    await screen.findByRole('spinbutton', { name: 'Quantity of p-CO4004' });
    await setQty(user, 'p-CO4004', 120);

    const { message } = raffleTicketsCappedAlert(rules.raffle.maxTicketsPerOrder, 120);
    expect(await screen.findByText(message)).toBeInTheDocument();
    // the boxes stay: only the tickets are limited
    expect(qtyOf('p-CO4004')).toHaveValue(120);
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(within(screen.getByTestId('benefits')).getByText('100 raffle tickets')).toBeInTheDocument();
  });
});

describe('Order form: totals', () => {
  it('each line shows its amount and the footer the order total and boxes', async () => {
    const { user } = await openProducts();
    expect(footerTotal()).toHaveTextContent('$0.00 · 0 boxes');

    await setQty(user, 'p-ADF109', 3);
    await setQty(user, 'p-CO4004', 2);

    const adfRow = qtyOf('p-ADF109').closest('[data-testid="product-row"]') as HTMLElement;
    expect(within(adfRow).getByText('$600.00')).toBeInTheDocument();
    expect(footerTotal()).toHaveTextContent('$840.00 · 5 boxes');
  });

  it('the Summary lists the lines and the totals as they will be saved', async () => {
    const { user } = await openProducts();
    await setQty(user, 'p-ADF109', 3);
    await setQty(user, 'p-CO4004', 2);
    await user.click(screen.getByRole('tab', { name: 'Summary' }));

    const lines = screen.getByRole('table');
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'p-ADF109Añejo Robusto3$200.00$600.00',
      'p-CO4004Cosecha Toro2$120.00$240.00',
    ]);
    expect(screen.getByTestId('total-amount')).toHaveTextContent('$840.00');
    expect(screen.getByTestId('total-qty')).toHaveTextContent('5');
    expect(screen.getByText('No event benefits for this order.')).toBeInTheDocument();
  });

  it('a box left with part of a box shows the whole boxes counted, and a quantity kept when its row comes back', async () => {
    const { user } = await openProducts();
    await user.type(qtyOf('p-ADF109'), '2.5');
    expect(footerTotal()).toHaveTextContent('2 boxes');
    await user.tab();
    expect(qtyOf('p-ADF109')).toHaveValue(2);

    // the filter takes the row out of the page and brings it back: the box shows the quantity
    const find = screen.getByRole('textbox', { name: 'Find a product' });
    await user.type(find, 'Cosecha');
    await vi.waitFor(() =>
      expect(screen.queryByRole('spinbutton', { name: 'Quantity of p-ADF109' })).toBeNull(),
    );
    await user.clear(find);
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of p-ADF109' })).toHaveValue(2);
    expect(footerTotal()).toHaveTextContent('$400.00 · 2 boxes');
  });
});

describe('Order form: a long list', () => {
  it('a box with the focus stays in the page and takes what is typed after the list scrolls far away', async () => {
    const catalog = aCatalog();
    const filler = Array.from({ length: 80 }, (_, at) =>
      aCatalogItem(`p-F${String(at).padStart(3, '0')}`, 10, { description: `Filler ${at}`, brand: 'Filler' }),
    );
    api.on(orderFormContract.catalog, { ...catalog, items: [...catalog.items, ...filler] });
    const { user } = await openProducts();
    await user.click(qtyOf('p-ADF109'));

    window.scrollTo(0, 4000);
    window.dispatchEvent(new Event('scroll'));
    // the products near the top leave the page, the focused one stays
    await vi.waitFor(() =>
      expect(screen.queryByRole('spinbutton', { name: 'Quantity of p-CO4004' })).toBeNull(),
    );
    expect(qtyOf('p-ADF109')).toHaveFocus();
    await user.keyboard('4');
    expect(footerTotal()).toHaveTextContent('$800.00 · 4 boxes');
  });
});

describe('Order form: gift items', () => {
  it('gifts are listed as benefits, by description, with no quantity to type', async () => {
    await openProducts();
    const gifts = screen.getByTestId('form-gifts');
    expect(within(gifts).getByText('Free gifts of the event benefits')).toBeInTheDocument();
    expect(gifts).toHaveTextContent('Cedar Humidor (p-HUM25)');
    expect(gifts).toHaveTextContent('Anniversary Box (p-ANV25)');
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of p-HUM25' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of p-ANV25' })).not.toBeInTheDocument();
  });

  it('a TAA member ordering $10,000 on the TAA event earns the gifts, shown in the Summary as benefits', async () => {
    const { user } = renderWithApp(
      <OrderFormPage
        customerDefaults={{
          priceLevelListId: null,
          priceLevelName: null,
          termsName: 'Net 30',
          isTaaMember: true,
        }}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Order Type' }));
    await user.click(await screen.findByRole('option', { name: 'TAA2025' }));
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    await screen.findByRole('spinbutton', { name: 'Quantity of p-ADF109' });
    await setQty(user, 'p-ADF109', 50); // 50 × $200 = $10,000
    await user.click(screen.getByRole('tab', { name: 'Summary' }));

    const benefits = screen.getByTestId('benefits');
    expect(within(benefits).getByText('Free shipping')).toBeInTheDocument();
    expect(within(benefits).getByText('Free Cedar Humidor × 1')).toBeInTheDocument();
    expect(within(benefits).getByText('Free Anniversary Box × 1')).toBeInTheDocument();
    expect(within(benefits).getByText('Free ADF 3 Pack × 50')).toBeInTheDocument();
    // the gifts are benefits, not order lines with a price
    expect(within(screen.getByRole('table')).queryByText('p-HUM25')).not.toBeInTheDocument();
  });
});

describe('Order form: submit', () => {
  it('Submit lists everything missing and sends nothing', async () => {
    const { user } = renderWithApp(<OrderFormPage />);
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(screen.getByText('No Customer Selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Please complete the order')).toBeInTheDocument();
    for (const message of [customerMissingMessage, orderTypeMissingMessage, productsMissingMessage])
      expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(ordersContract.create)).toHaveLength(0);
  });

  it('a complete order is confirmed, sent with its quantities, and the form starts over', async () => {
    api.on(ordersContract.create, {
      ids: ['O-1'],
      batchId: 'B-1',
      excise: null,
      totals: {
        amount: 600,
        qty: 3,
        facings: 3,
        retailValue: 0,
        possibleProfits: 0,
        margin: 0,
        amountWithoutYOS: 600,
        amountWithOutCielo: 600,
      },
      benefits: { freeShipping: false, gifts: [], accessoryChoices: 0, raffleTickets: 0 },
      alerts: [],
      raffleTickets: [],
    });
    const onSubmitted = vi.fn();
    const { user } = renderWithApp(<OrderFormPage onSubmitted={onSubmitted} />);
    await user.click(screen.getByRole('button', { name: 'Pick Smoke House' }));
    await user.click(screen.getByRole('combobox', { name: 'Order Type' }));
    await user.click(await screen.findByRole('option', { name: 'Regular' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('spinbutton', { name: 'Quantity of p-ADF109' });
    await setQty(user, 'p-ADF109', 3);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Smoke House')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit order' });
    expect(dialog).toHaveTextContent('Are you sure you want to submit this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(api.calls(ordersContract.create)[0]?.body).toMatchObject({
      customerListId: 'C-100',
      orderType: 'Regular',
      repCode: 'AR',
      products: [{ listId: 'L-p-ADF109', qty: 3 }],
    } satisfies Partial<OrderInputDraft>);
    expect(footerTotal()).toHaveTextContent('$0.00 · 0 boxes');
  });
});
