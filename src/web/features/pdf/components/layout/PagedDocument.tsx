import { Document, Page, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { paginate } from '../../../../../domain/documents/pagination';
import type { CompanyInfo } from '../../types';
import { ContactFooter } from './Blocks';
import { DocumentHeader, HeaderTable, type HeaderCell } from './DocumentHeader';
import { LineTable, type LineColumn } from './LineTable';
import { styles } from './styles';

/**
 * Every printed document's pages, laid out one way: the company and the document's header table,
 * an optional banner, the address boxes, an optional table of details, the page's lines, the
 * closing block (totals, terms) on the last page, and the footer line on each page. The documents
 * say only what differs; the pages are cut by the domain's `paginate`, never by the renderer.
 */
export function PagedDocument<T>({
  title,
  company,
  heading,
  size,
  lines,
  perPage,
  pad = false,
  cells,
  banner,
  addresses,
  details,
  columns,
  closing,
  footer,
}: {
  /** The PDF's own title (its metadata). */
  title: string;
  company: CompanyInfo;
  /** The big word at the top right: 'Invoice', 'Sales Order'… */
  heading: string;
  size: [number, number];
  lines: readonly T[];
  perPage: number;
  /** Pad every page with blank rows up to `perPage` (the credit memo's fixed rows). */
  pad?: boolean;
  /** The header table beside the heading (Date, number…). */
  cells: HeaderCell[];
  banner?: ReactNode;
  /** The address boxes, side by side. */
  addresses: ReactNode;
  /** A table of details between the addresses and the lines (P.O. Number, Terms…). */
  details?: HeaderCell[];
  columns: LineColumn<T>[];
  /** What the last page carries under the lines. */
  closing: ReactNode;
  footer: string;
}) {
  const pages = paginate(lines, perPage, { pad });
  return (
    <Document title={title} author={company.name}>
      {pages.map((page) => (
        <Page key={page.number} size={size} style={styles.page}>
          <DocumentHeader company={company} title={heading} mark={page.mark} cells={cells} />
          {banner}
          <View style={styles.addressRow}>{addresses}</View>
          {details ? (
            <View style={{ marginBottom: 12 }}>
              <HeaderTable cells={details} />
            </View>
          ) : null}
          <LineTable
            columns={columns}
            rows={page.rows}
            blankRows={page.blankRows}
            emptyText={page.empty ? 'No items' : undefined}
          />
          {page.last ? closing : null}
          <ContactFooter text={footer} />
        </Page>
      ))}
    </Document>
  );
}
