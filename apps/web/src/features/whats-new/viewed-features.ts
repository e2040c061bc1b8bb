/** Feature ids the customer has seen, in local storage under "viewedFeatures" (spec section 3). */
const KEY = 'viewedFeatures';

export function readViewedFeatures(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function markFeaturesViewed(ids: readonly string[]): void {
  const viewed = new Set(readViewedFeatures());
  ids.forEach((id) => viewed.add(id));
  localStorage.setItem(KEY, JSON.stringify([...viewed]));
}
