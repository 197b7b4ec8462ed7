/**
 * On `<html>`: `tracked` once the app's analytics client has the landing page's view, `sent` once
 * the page's boot script has sent it for a visitor who left before the app started
 * (shell/server/page-boot.ts). Each side reads it first, so the view is sent once.
 */
export const PAGE_VIEW_ATTRIBUTE = 'data-page-view'
