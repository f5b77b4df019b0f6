/**
 * One CSV line (RFC 4180) for a spreadsheet: fields quoted when they hold a separator, quote or line
 * break, and text that a spreadsheet would run as a formula (=, +, -, @ first) kept as text with a
 * leading apostrophe (OWASP's CSV injection advice). Written here because it is these few lines. The
 * exports for spreadsheets (audit, month close) use it; the payroll files are not RFC 4180 CSV.
 */
export function csvLine(fields: readonly (string | number | null)[]) {
  return (
    fields
      .map((value) => {
        if (value === null) return '';
        let text = String(value);
        if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
        return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',') + '\r\n'
  );
}
