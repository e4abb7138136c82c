/** A ticked (or unticked) box of a checklist, as the list of ids it leaves chosen. */
export function toggleId(list: number[], id: number, on: boolean): number[] {
  return on ? [...list, id] : list.filter((other) => other !== id);
}
