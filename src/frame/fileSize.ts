/** Binary units, as the photo limit counts them: "larger than 10 MB" is 10 × 1024² bytes. */
const UNITS = ['byte', 'kilobyte', 'megabyte'] as const;

/**
 * A file's size in the locale's digits and unit, e.g. "2.1 MB", "2,1 Mo", "340 kB". The locale
 * is one of the frame catalogs', which Intl knows.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const unit = Math.min(
    UNITS.length - 1,
    Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)),
  );
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit && 1,
  }).format(bytes / 1024 ** unit);
}
