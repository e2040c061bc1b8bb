/**
 * Removes the full-screen loading overlay of index.html: once the app and its agency are known, or
 * when the router shows an error screen instead (so the overlay never hides the error).
 */
export function markAppReady() {
  document.getElementById('app-loading')?.remove();
}
