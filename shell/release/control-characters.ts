/**
 * Text from the ledger (an abort reason, a label, an entry) is written by whoever holds a
 * credential; printed raw, an ESC sequence would drive the reader's terminal and a CR or LF would
 * forge lines. C0 controls, DEL and C1 controls are shown as escapes instead: `\n`, `\r`, `\t`,
 * and `\xHH` for the others (`\x1b`, `\x7f`, `\x9b`).
 */
const controls = /[\u0000-\u001f\u007f-\u009f]/g

const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

export function printable(text: string): string {
  return text.replace(controls, (char) => named[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
}

/** The first control character in `text`, as U+XXXX, or null. */
export function controlCharacterIn(text: string): string | null {
  const match = /[\u0000-\u001f\u007f-\u009f]/.exec(text)
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null
}
