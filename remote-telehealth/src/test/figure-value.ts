/** The value (<dd>) that follows a label (<dt>) whose text contains `label`. */
export function figureValue(container: HTMLElement, label: string): string | null {
  const term = Array.from(container.querySelectorAll('dt')).find((dt) => dt.textContent?.includes(label))
  const value = term?.nextElementSibling
  return value?.tagName === 'DD' ? value.textContent : null
}
