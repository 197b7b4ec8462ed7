/**
 * Marks the document once the routed content is live in the browser (hydrated or rendered), as
 * `data-app-ready` on <html>. Tests wait for it before clicking; it also shows in devtools when a
 * prerendered page became interactive.
 */
export function markAppReady(): void {
  document.documentElement.dataset.appReady = 'true'
}
