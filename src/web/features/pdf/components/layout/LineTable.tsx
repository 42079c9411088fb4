import { Text, View } from '@react-pdf/renderer';
import { styles } from './styles';

export interface LineColumn<T> {
  title: string;
  /** Relative width (flex grow). */
  width: number;
  align?: 'left' | 'right' | 'center';
  value: (row: T) => string;
}

/** One bordered cell: the border sits on a box around the text so every column shows its rule. */
function Cell<T>({
  column,
  last,
  head,
  text,
}: {
  column: LineColumn<T>;
  last: boolean;
  head?: boolean;
  text: string;
}) {
  return (
    <View style={[{ flex: column.width, flexBasis: 0 }, last ? {} : styles.cellDivider]}>
      <Text
        style={[head ? styles.headCell : styles.cell, styles.clamp, { textAlign: column.align ?? 'left' }]}
      >
        {text}
      </Text>
    </View>
  );
}

/**
 * The lines of one page: a header row, the page's rows, the empty notice when the document has no
 * lines, then blank rows that pad the page to its fixed row count.
 */
export function LineTable<T>({
  columns,
  rows,
  blankRows = 0,
  emptyText,
}: {
  columns: LineColumn<T>[];
  rows: T[];
  blankRows?: number;
  /** Shown in place of the rows when set (the document has no lines). */
  emptyText?: string;
}) {
  const total = rows.length + blankRows + (emptyText ? 1 : 0);
  const rowStyle = (index: number) => (index === total - 1 ? styles.tableRowLast : styles.tableRow);
  const lastColumn = columns.length - 1;
  return (
    <View style={styles.table}>
      <View style={styles.tableHead}>
        {columns.map((column, index) => (
          <Cell key={column.title} column={column} last={index === lastColumn} head text={column.title} />
        ))}
      </View>
      {emptyText ? (
        <View style={rowStyle(0)}>
          <Text style={styles.emptyCell}>{emptyText}</Text>
        </View>
      ) : null}
      {rows.map((row, rowIndex) => (
        <View key={`line-${rowIndex}`} style={rowStyle(rowIndex)}>
          {columns.map((column, index) => (
            <Cell key={column.title} column={column} last={index === lastColumn} text={column.value(row)} />
          ))}
        </View>
      ))}
      {Array.from({ length: blankRows }, (_, blankIndex) => (
        <View key={`blank-${blankIndex}`} style={rowStyle(rows.length + (emptyText ? 1 : 0) + blankIndex)}>
          {columns.map((column, index) => (
            <Cell key={column.title} column={column} last={index === lastColumn} text=" " />
          ))}
        </View>
      ))}
    </View>
  );
}
