/**
 * The lower-cased text a list search matches against, kept on the row so that a search is one
 * indexed LIKE over one column instead of an OR over many.
 */
export function searchText(parts: ReadonlyArray<string | number | null | undefined>): string {
  return parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .map((p) => String(p).toLowerCase())
    .join(' ');
}

export function objectSearchText(o: {
  title: string;
  ref_number: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  owner: string;
}): string {
  return searchText([
    o.ref_number,
    o.title,
    `${o.street} ${o.house_number}`.trim(),
    o.postal_code,
    o.city,
    o.owner,
  ]);
}

export function buildingSearchText(b: {
  title: string;
  ref_number: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
}): string {
  return searchText([b.ref_number, b.title, `${b.street} ${b.house_number}`.trim(), b.postal_code, b.city]);
}
