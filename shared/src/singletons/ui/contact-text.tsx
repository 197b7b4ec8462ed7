/**
 * An email address that, when it must wrap (a long domain in a narrow column), breaks after the
 * "@" instead of leaving its last letter alone on the next line. Use with `wrap-anywhere` on the
 * link as the last resort for an address longer than the line.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

/** A phone number as written, kept on one line: "(512) 555-" / "0148" is not a number anyone can dial. */
export function PhoneNumber({ display }: { display: string }) {
  return <span className="whitespace-nowrap">{display}</span>
}
