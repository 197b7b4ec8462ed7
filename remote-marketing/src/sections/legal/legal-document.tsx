import { getSiteConfig } from 'shared/singletons/config'
import { mailtoHref, telHref } from 'shared/helpers/contact-links'
import { formatUsDate } from 'shared/helpers/format'
import { Container, EmailAddress, PhoneNumber } from 'shared/singletons/ui'
import type { LegalDocument as LegalDocumentContent } from '../../content/types'

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')
}

/** Privacy policy and terms: readable measure, dated, sections linkable by id, contact from the site config. */
export function LegalDocument({ doc }: { doc: LegalDocumentContent }) {
  const { businessName, email, phone, address } = getSiteConfig()
  return (
    <Container width="reading" className="py-12 sm:py-16">
      <article className="text-ink-800">
        <h1 className="font-display text-4xl font-bold tracking-tight text-ink-900">{doc.title}</h1>
        <p className="mt-3 text-sm text-ink-600">
          {doc.updatedLabel}: <time dateTime={doc.updated}>{formatUsDate(doc.updated)}</time>
        </p>
        {doc.intro.map((p) => (
          <p key={p} className="mt-6 text-lg">
            {p}
          </p>
        ))}
        {doc.sections.map((section) => (
          <section key={section.heading} id={slug(section.heading)} aria-labelledby={`${slug(section.heading)}-title`} className="mt-10">
            <h2 id={`${slug(section.heading)}-title`} className="font-display text-2xl font-bold text-ink-900">
              {section.heading}
            </h2>
            {section.paragraphs?.map((p) => (
              <p key={p} className="mt-4 leading-relaxed">
                {p}
              </p>
            ))}
            {section.list && (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-brand-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section aria-labelledby="legal-contact-title" className="mt-12 rounded-card bg-ink-50 p-6 ring-1 ring-ink-200">
          <h2 id="legal-contact-title" className="font-display text-2xl font-bold text-ink-900">
            {doc.contact.heading}
          </h2>
          <p className="mt-3">{doc.contact.description}</p>
          <dl className="mt-4 grid min-w-0 grid-cols-1 gap-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6 sm:gap-y-3">
            <dt className="font-semibold">{doc.contact.emailLabel}</dt>
            <dd>
              <a className="font-semibold wrap-anywhere text-brand-700 underline underline-offset-4" href={mailtoHref(doc.title, email)}>
                <EmailAddress email={email} />
              </a>
            </dd>
            <dt className="font-semibold">{doc.contact.phoneLabel}</dt>
            <dd>
              <a className="font-semibold text-brand-700 underline underline-offset-4" href={telHref(phone.e164)}>
                <PhoneNumber display={phone.display} />
              </a>
            </dd>
            <dt className="font-semibold">{doc.contact.mailLabel}</dt>
            <dd>
              <address className="not-italic">
                {businessName}, {address.street}, {address.city}, {address.region} {address.postalCode}
              </address>
            </dd>
          </dl>
        </section>
      </article>
    </Container>
  )
}
