/**
 * Appends an async third-party script once per page, however many components, or copies of this
 * module bundled into different apps, ask for it: the page's own script elements are the registry.
 * A script that fails to load is left alone; the widgets that use one work without it.
 */
export function loadScriptOnce(src: string): void {
  if ([...document.scripts].some((script) => script.getAttribute('src') === src)) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  document.body.appendChild(script)
}
