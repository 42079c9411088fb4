import { formatMoney, formatQuantity } from '../../../../../domain/documents/format';
import type { DocumentLine } from '../../types';
import type { LineColumn } from './LineTable';

/** Item, Description, Qty, Rate, Amount: the invoice's and sales order's shared columns. */
export const itemColumn: LineColumn<DocumentLine> = { title: 'Item', width: 2.2, value: (line) => line.item };
export const descriptionColumn: LineColumn<DocumentLine> = {
  title: 'Description',
  width: 4,
  value: (line) => line.description,
};
export const quantityColumn: LineColumn<DocumentLine> = {
  title: 'Qty',
  width: 0.9,
  align: 'right',
  value: (line) => formatQuantity(line.quantity),
};
export const rateColumn: LineColumn<DocumentLine> = {
  title: 'Rate',
  width: 1.2,
  align: 'right',
  value: (line) => formatMoney(line.rate),
};
export const amountColumn: LineColumn<DocumentLine> = {
  title: 'Amount',
  width: 1.4,
  align: 'right',
  value: (line) => formatMoney(line.amount),
};
