import { Text, View } from '@react-pdf/renderer';
import type { CompanyInfo } from '../../types';
import { styles } from './styles';

export interface HeaderCell {
  label: string;
  value: string;
}

/** The company's printed name, address, phone and e-mail (from the `company` setting). */
function CompanyBlock({ company }: { company: CompanyInfo }) {
  return (
    <View>
      <Text style={styles.companyName}>{company.name}</Text>
      {company.addressLines.map((line, index) => (
        <Text key={index} style={styles.companyLine}>
          {line}
        </Text>
      ))}
      {company.phone ? <Text style={styles.companyLine}>Phone: {company.phone}</Text> : null}
      {company.email ? <Text style={styles.companyLine}>{company.email}</Text> : null}
      {company.website ? <Text style={styles.companyLine}>{company.website}</Text> : null}
    </View>
  );
}

/** A bordered table with one row of labels over one row of values (Date | Invoice #, …). */
export function HeaderTable({ cells, width }: { cells: HeaderCell[]; width?: number }) {
  return (
    <View style={[styles.table, width ? { width } : {}]}>
      <View style={styles.tableHead}>
        {cells.map((cell, index) => (
          <View
            key={cell.label}
            style={[{ flex: 1, flexBasis: 0 }, index < cells.length - 1 ? styles.cellDivider : {}]}
          >
            <Text style={[styles.headCell, { textAlign: 'center' }]}>{cell.label}</Text>
          </View>
        ))}
      </View>
      <View style={styles.tableRowLast}>
        {cells.map((cell, index) => (
          <View
            key={cell.label}
            style={[{ flex: 1, flexBasis: 0 }, index < cells.length - 1 ? styles.cellDivider : {}]}
          >
            <Text style={[styles.cell, { textAlign: 'center' }]}>{cell.value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/** Company block on the left; title, later-page mark and the header table on the right. */
export function DocumentHeader({
  company,
  title,
  mark,
  cells,
}: {
  company: CompanyInfo;
  title: string;
  mark: string | null;
  cells: HeaderCell[];
}) {
  return (
    <View style={styles.headerRow}>
      <CompanyBlock company={company} />
      <View style={styles.titleBlock}>
        <Text style={styles.title}>{title}</Text>
        {mark ? <Text style={styles.pageMark}>{mark}</Text> : null}
        <HeaderTable cells={cells} width={Math.max(180, cells.length * 90)} />
      </View>
    </View>
  );
}
