import { Text, View } from '@react-pdf/renderer';
import type { DocumentAddress } from '../../types';
import { styles } from './styles';

/** A titled box with a name, street lines and 'City, ST 12345'. */
export function AddressBlock({ title, address }: { title: string; address: DocumentAddress }) {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <View style={styles.addressBox}>
      <Text style={styles.addressTitle}>{title}</Text>
      <View style={styles.addressBody}>
        <Text style={styles.totalsStrong}>{address.name}</Text>
        {address.lines.map((line, index) => (
          <Text key={index}>{line}</Text>
        ))}
        {cityLine ? <Text>{cityLine}</Text> : null}
      </View>
    </View>
  );
}

/** The bill-to and ship-to boxes, side by side (an invoice, a sales order). */
export function BillToShipTo({ billTo, shipTo }: { billTo: DocumentAddress; shipTo: DocumentAddress }) {
  return (
    <>
      <AddressBlock title="Bill To" address={billTo} />
      <AddressBlock title="Ship To" address={shipTo} />
    </>
  );
}

interface TotalsRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** Right-aligned label/amount pairs under the line table. */
export function TotalsBlock({ rows }: { rows: TotalsRow[] }) {
  return (
    <View style={styles.totals}>
      {rows.map((row) => (
        <View key={row.label} style={styles.totalsRow}>
          <Text style={row.strong ? styles.totalsStrong : {}}>{row.label}</Text>
          <Text style={row.strong ? styles.totalsStrong : {}}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

/** A short titled list of sentences (terms, benefits). */
export function NotesBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <View style={styles.notesList}>
      <Text style={styles.notesTitle}>{title}</Text>
      {lines.map((line) => (
        <Text key={line} style={styles.noteLine}>
          {line}
        </Text>
      ))}
    </View>
  );
}

/** The line at the bottom of every page. */
export function ContactFooter({ text }: { text: string }) {
  return <Text style={styles.footer}>{text}</Text>;
}
