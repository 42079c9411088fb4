import type { OrderForm } from '../settings/orderForms.js';
import type { OrderRules } from '../settings/orderRules.js';
import { noRepCode } from '../settings/repCodes.js';
import { giftItemsOf } from './benefits.js';

export const unknownOrderFormMessage = (name: string) =>
  `The order form ${name} does not exist. Choose an order form from the list.`;

const unknownRepCodeMessage = (code: string) =>
  `The rep code ${code} is not on the rep code list. Choose a rep code from the list.`;

const listOf = (names: readonly string[]) => names.join(', ');

const notOnFormMessage = (names: readonly string[], form: string) =>
  `${listOf(names)} ${names.length === 1 ? 'is' : 'are'} not on the ${form} order form. Order only the form's products.`;

const giftNotOrderableMessage = (names: readonly string[]) =>
  `${listOf(names)} ${names.length === 1 ? 'is a free gift' : 'are free gifts'} of the event benefits and cannot be ordered: the order earns gifts by itself.`;

/** The form's items a user may order by hand: its products without the benefits' gift items. */
export function orderableItemsOf(
  form: Pick<OrderForm, 'items'>,
  rules: Pick<OrderRules, 'taaEvent'>,
): string[] {
  const gifts = new Set(giftItemsOf(rules));
  return form.items.filter((name) => !gifts.has(name));
}

/** The gift items a form lists: shown as benefits, never as quantity boxes. */
export function giftItemsOnForm(
  form: Pick<OrderForm, 'items'>,
  rules: Pick<OrderRules, 'taaEvent'>,
): string[] {
  const gifts = new Set(giftItemsOf(rules));
  return form.items.filter((name) => gifts.has(name));
}

/**
 * What an order may hold: a rep code from the rep list ('-' means none and is reported by the
 * draft messages), and only products the chosen form offers, never a gift item. `orderedNames`
 * are the item names with a quantity above 0. Empty when the order keeps to its form.
 */
export function orderOfferMessages(input: {
  formName: string;
  form: Pick<OrderForm, 'items'> | undefined;
  repCode: string;
  repCodes: readonly string[];
  orderedNames: readonly string[];
  rules: Pick<OrderRules, 'taaEvent'>;
}): string[] {
  const messages: string[] = [];
  const repCode = input.repCode.trim();
  if (repCode && repCode !== noRepCode && !input.repCodes.includes(repCode)) {
    messages.push(unknownRepCodeMessage(repCode));
  }
  if (!input.form) return [...messages, unknownOrderFormMessage(input.formName)];
  const gifts = new Set(giftItemsOf(input.rules));
  const offered = new Set(input.form.items);
  const giftsAsked = input.orderedNames.filter((name) => gifts.has(name));
  const offForm = input.orderedNames.filter((name) => !gifts.has(name) && !offered.has(name));
  if (giftsAsked.length) messages.push(giftNotOrderableMessage(giftsAsked));
  if (offForm.length) messages.push(notOnFormMessage(offForm, input.formName));
  return messages;
}
