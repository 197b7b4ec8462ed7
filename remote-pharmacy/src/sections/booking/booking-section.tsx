import { BookingCalendar, Section, SectionHeading } from 'shared/ui'

interface BookingSectionProps {
  eyebrow?: string
  title: string
  intro: string
  calendarTitle: string
}

/** The booking calendar band; its id is the anchor every Book Call and hero button scrolls to. */
export function BookingSection({ eyebrow, title, intro, calendarTitle }: BookingSectionProps) {
  return (
    <Section id="main-booking-calendar" aria-labelledby="booking-heading">
      <SectionHeading id="booking-heading" eyebrow={eyebrow} title={title} intro={intro} />
      <BookingCalendar calendar="main" title={calendarTitle} />
    </Section>
  )
}
