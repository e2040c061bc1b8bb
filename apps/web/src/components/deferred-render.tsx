import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws its children again in a background (transition) render when they change: a query's answer
 * arriving re-draws this part of the screen in short slices the phone can interrupt, not in one
 * long task (a query's update is otherwise a blocking render; issue 15, the home's total blocking
 * time). Until the background render is done the previous children stay on screen, unchanged.
 * The first render draws them at once, or with `later`, draws nothing and then them in the
 * background: for what is hidden at first, so what covers it is on screen sooner.
 */
export function DeferredRender({ children, later = false }: { children: ReactNode; later?: boolean }) {
  return useDeferredValue(children, later ? null : children);
}
