/**
 * Moving a plan up or down in the chooser (displayOrder descending, spec section 9): the list in its
 * new order is renumbered top-down in steps of 10, and only plans whose number changed are saved.
 */
export function reorder<T extends { subscriptionPlanId: string; displayOrder: number }>(
  sorted: readonly T[],
  index: number,
  direction: -1 | 1,
): T[] {
  const target = index + direction;
  if (target < 0 || target >= sorted.length) return [];
  const moved = [...sorted];
  const [item] = moved.splice(index, 1);
  if (!item) return [];
  moved.splice(target, 0, item);
  return moved
    .map((p, i) => ({ ...p, displayOrder: (moved.length - i) * 10 }))
    .filter(
      (p, i) =>
        p.displayOrder !==
        sorted.find((s) => s.subscriptionPlanId === moved[i]?.subscriptionPlanId)?.displayOrder,
    );
}
