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
 */
export function useUnsavedChangesPrompt(unsaved: string[]) {
  const dirty = unsaved.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const what = unsaved.join(', ');
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
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
  }, [blocker, what]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
