import { formatInteger } from './format';

/** A duration in whole minutes as the product writes it everywhere (screens and PDFs): "50 min", "1 h 30 min". */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${formatInteger(hours)} h` : `${formatInteger(hours)} h ${rest} min`;
}
