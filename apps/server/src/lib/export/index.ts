// Exports for a spreadsheet set for Argentina: one list of columns, written as CSV or as XLSX.
export { type Column, formatDate, formatDateTime, formatDecimal } from './columns';
export { csvLines, guardText } from './csv-ar';
export { writeXlsx } from './xlsx';
export { exportReply, type ExportFormat } from './reply';
