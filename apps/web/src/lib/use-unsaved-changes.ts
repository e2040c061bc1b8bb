import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { dialogs } from './dialogs';
import { i18n } from './i18n';

/** The confirmation's texts, in the current language when read. */
export const UNSAVED_TEXTS = {
  get title() {
    return i18n.t('unsaved.title', { ns: 'common' });
  },
  get stay() {
    return i18n.t('unsaved.stay', { ns: 'common' });
  },
  get leave() {
    return i18n.t('unsaved.leave', { ns: 'common' });
  },
};

/**
 * Asks before unsaved edits are lost: leaving for another page of the panel (a link, the back
 * button) opens a confirmation naming what is unsaved; closing or reloading the tab gets the
 * browser's own prompt. Opening a dialog kept in the URL's hash (#upgrade) is not leaving.
 *
 * `unsaved` names what is unsaved now and is called when someone leaves, not read from the last
 * render: a page's render (and with it the router's copy of the check) can trail an edit or a save by
 * a moment, and the back button pressed in that moment must neither lose the edit nor ask about a
 * section already saved. Keep it stable (useCallback over a ref).
 */
export function useUnsavedChangesPrompt(unsaved: () => string[]) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      unsaved().length > 0,
  );
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    const what = unsaved().join(', ');
    if (!what) {
      // Saved since the navigation was stopped: there is nothing to lose.
      blocker.proceed();
      return;
    }
    asking.current = true;
    void dialogs
      .confirm({
        title: UNSAVED_TEXTS.title,
        message: i18n.t('unsaved.message', { ns: 'common', what }),
        confirmLabel: UNSAVED_TEXTS.leave,
        cancelLabel: UNSAVED_TEXTS.stay,
      })
      .then((leave) => {
        asking.current = false;
        if (leave) blocker.proceed();
        else blocker.reset();
      });
  }, [blocker, unsaved]);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (unsaved().length > 0) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
