import { StyleSheet } from '@react-pdf/renderer';

/** Page sizes come from the spec in CSS pixels (96 per inch); PDF pages are in points (72 per inch). */
function pxToPt(px: number): number {
  return (px * 72) / 96;
}

/** [width, height] in points. */
type PageSize = [number, number];

export const CREDIT_MEMO_PAGE_SIZE: PageSize = [pxToPt(816), pxToPt(1048)];
export const ESTIMATE_PAGE_SIZE: PageSize = [pxToPt(825), pxToPt(1065)];
/** Invoice and sales order: US Letter. */
export const LETTER_PAGE_SIZE: PageSize = [612, 792];

const ink = '#1f2933';
const rule = '#9aa5b1';
export const accent = '#7a4a1e';
export const shade = '#f1ebe4';

/** The built-in PDF fonts (Helvetica family): nothing to download or register. */
export const styles = StyleSheet.create({
  page: {
    fontFamily: 'Helvetica',
    fontSize: 9,
    color: ink,
    paddingTop: 36,
    paddingHorizontal: 36,
    paddingBottom: 72,
  },
  row: { flexDirection: 'row' },
  headerRow: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 16 },
  companyName: { fontFamily: 'Helvetica-Bold', fontSize: 14, color: accent, marginBottom: 3 },
  companyLine: { fontSize: 9, marginBottom: 1 },
  titleBlock: { alignItems: 'flex-end' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 20, marginBottom: 6 },
  pageMark: { fontSize: 9, marginBottom: 4, color: accent },
  table: { borderWidth: 1, borderColor: rule },
  tableHead: { flexDirection: 'row', backgroundColor: shade, borderBottomWidth: 1, borderColor: rule },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#d9dee3', minHeight: 20 },
  tableRowLast: { flexDirection: 'row', minHeight: 20 },
  headCell: { fontFamily: 'Helvetica-Bold', paddingVertical: 4, paddingHorizontal: 5 },
  cell: { paddingVertical: 4, paddingHorizontal: 5 },
  /** Long descriptions stop at two lines so a page always holds its fixed number of rows. */
  clamp: { maxLines: 2, textOverflow: 'ellipsis' },
  cellDivider: { borderRightWidth: 1, borderColor: '#c5ccd3' },
  emptyCell: { paddingVertical: 4, paddingHorizontal: 5, color: '#616e7c', fontStyle: 'italic' },
  addressRow: { flexDirection: 'row', marginBottom: 14 },
  addressBox: { width: 230, marginRight: 20, borderWidth: 1, borderColor: rule },
  addressTitle: { fontFamily: 'Helvetica-Bold', backgroundColor: shade, padding: 4 },
  addressBody: { padding: 5, minHeight: 56 },
  banner: {
    alignSelf: 'center',
    fontFamily: 'Helvetica-Bold',
    fontSize: 16,
    color: '#b42318',
    borderWidth: 2,
    borderColor: '#b42318',
    paddingVertical: 4,
    paddingHorizontal: 18,
    marginBottom: 12,
  },
  totals: { alignSelf: 'flex-end', width: 220, marginTop: 10, borderWidth: 1, borderColor: rule },
  totalsRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 3,
    paddingHorizontal: 6,
  },
  totalsStrong: { fontFamily: 'Helvetica-Bold' },
  bottomRow: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  notes: { flex: 1, marginTop: 10, marginRight: 20 },
  notesList: { marginBottom: 6 },
  notesTitle: { fontFamily: 'Helvetica-Bold', marginBottom: 3 },
  noteLine: { marginBottom: 2 },
  footer: {
    position: 'absolute',
    left: 36,
    right: 36,
    bottom: 28,
    borderTopWidth: 1,
    borderColor: rule,
    paddingTop: 6,
    fontSize: 8,
    color: '#52606d',
    textAlign: 'center',
  },
});
