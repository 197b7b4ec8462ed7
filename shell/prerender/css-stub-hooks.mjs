// Node loader hooks for prerendering: CSS imports (handled by Vite in the browser builds) become empty modules.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true }
  return nextLoad(url, context)
}
