/**
 * Display text whose numbers and codes never break across lines: "40-60%", "GLP-1", "PT-141" and
 * "555-0148" get a non-breaking hyphen (U+2011) and "2.4 mg" a no-break space. Browsers break after
 * any hyphen, and a narrow phone column left "40-" at the end of one line and "60%." on the next.
 *
 * For rendered copy only: metadata, JSON-LD, slugs and search keep the plain text they are given.
 */
const breakingHyphen = /(?<=[\p{L}\p{N}%$])-(?=\p{N})|(?<=\p{N})-(?=[\p{L}\p{N}$])/gu
const unitSpace = /(?<=\p{N}) (?=(?:mg|mcg|mL|ml|kg|lb|lbs|IU)\b)/gu

export function keepTogether(text: string): string {
  return text.replace(breakingHyphen, '\u2011').replace(unitSpace, '\u00a0')
}
