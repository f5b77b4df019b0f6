// Exports for a spreadsheet set for Argentina: one list of columns, written as CSV or as XLSX.
export { type Column, type ColumnKind, formatDate, formatDateTime, formatDecimal } from './columns';
export { CSV_TYPE, csvField, csvHeader, csvLines, csvRow, guardText } from './csv-ar';
export { XLSX_TYPE, writeXlsx, xlsxStream, xlsxValue } from './xlsx';
export { exportReply, type ExportFormat } from './reply';
