/** An upload's battery system figures as both apps show them. */
export interface UploadSystemCounts {
  unitCount?: number | null;
  moduleCount?: number | null;
}

/**
 * The units (BMU serials) and modules an upload saved, as [label, count] pairs; none for an upload without modules,
 * so plain uploads show no extra figures.
 */
export function uploadSystemCounts(u: UploadSystemCounts): Array<[string, number]> {
  if (!u.moduleCount) return [];
  return [
    ['Units', u.unitCount ?? 0],
    ['Modules', u.moduleCount],
  ];
}
