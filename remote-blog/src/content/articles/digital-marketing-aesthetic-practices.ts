import type { Article } from '../article-types'

export const article = {
  slug: 'digital-marketing-aesthetic-practices',
  title: 'Digital Marketing for Aesthetic Practices: A Patient-Acquisition Playbook That Fills Your Calendar',
  metaTitle: 'Med Spa Digital Marketing Guide',
  excerpt:
    'Most med spas do not have a traffic problem; they have a leak. A step-by-step playbook for local SEO, reviews, paid ads and lead follow-up, with the numbers to track and the rules to respect.',
  category: 'Marketing',
  date: '2026-08-11',
  updated: '2026-10-27',
  description:
    'A digital marketing playbook for med spas and aesthetic practices: local SEO, reviews, paid ads, fast lead follow-up, compliant claims and the metrics to track.',
  keywords: [
    'med spa marketing',
    'aesthetic practice marketing',
    'medical spa local SEO',
    'med spa Facebook ads',
    'patient acquisition',
    'med spa lead follow-up',
  ],
  stats: [
    { value: '7x', label: 'More likely to qualify a lead when contacted within an hour (Harvard Business Review, 2011)' },
    { value: '85%', label: 'Lead quality rate across campaigns run by Elevate Practice Partners' },
    { value: '3+', label: 'Actionable improvements guaranteed from every free 30-minute marketing audit' },
  ],
  body: `Aesthetic patients research more than almost any other kind of healthcare consumer. They compare injectors on Instagram, read reviews on Google, look at before-and-after galleries and often message two or three practices before booking. That makes digital marketing unusually powerful for med spas, and unusually unforgiving: every slow reply, vague website or unanswered review sends a ready patient to the practice down the road.

After auditing the marketing of many aesthetic practices, we see the same pattern. Most do not have a traffic problem; they have a leak. Leads arrive and are not followed up quickly. Consultations are booked and not attended. Happy patients leave without being asked for a review. This playbook works through the fixes roughly in order of return on effort.

## Start with the numbers that matter

Before spending another dollar on ads, know your funnel. Six numbers tell you almost everything:

1. **Cost per lead**: ad spend divided by inquiries (forms, calls, messages).
2. **Booking rate**: the share of leads who book a consultation.
3. **Show rate**: the share of booked consultations that actually happen.
4. **Conversion rate**: the share of consultations that become a paid treatment.
5. **First-visit value**: average revenue from a new patient's first treatment.
6. **Twelve-month value**: what a new patient spends in their first year.

An illustrative example, not a benchmark: $3,000 of ads produces 100 leads at $30 each. Thirty-five book, 25 show up and 12 buy a treatment. Your cost per new patient is $250. If the average new patient spends $1,200 in their first year, that is a healthy return. Now raise the show rate from 25 to 30 through better reminders and you have 14 or 15 new patients for the same spend, with no extra ad budget.

To measure any of this you need tracking that survives contact with real life: call tracking numbers per channel, UTM tags on every ad link, and a source field in your CRM that the front desk fills in every time.

One caution. Advertising pixels on pages where patients book, fill in intake forms or describe health conditions can transmit information that HIPAA protects. The HHS Office for Civil Rights published guidance on online tracking technologies in 2022 and revised it in 2024; a federal court decision in June 2024 set aside part of it, but the underlying HIPAA rules still apply, and state laws such as Washington's My Health My Data Act add their own limits. Keep pixels off intake and booking pages unless your counsel has approved the setup. Our [telehealth compliance guide](/blog/telehealth-compliance-regulations) covers this in more depth.

## Local SEO: own the map for your treatments

When someone searches for "lip filler near me" or "Botox in Austin", the map results appear before most organic listings. Winning those positions is the highest-return marketing most practices can do.

- **Google Business Profile.** Choose the most accurate primary category, list every service you offer, keep hours current, add a booking link and upload real photos of your team, rooms and results (with consent) regularly.
- **Treatment pages.** Give each core treatment its own page on your website, with who it is for, what to expect, price ranges, provider credentials and answers to the questions patients actually ask. A single "Services" page cannot rank for twenty treatments.
- **Consistency.** Your practice name, address and phone number should match exactly across your website, Google, Apple Maps, Yelp and the directories patients use.
- **Speed and mobile.** Most aesthetic searches happen on phones. A page that takes five seconds to load loses visitors before they see your work.

Our [local SEO service](/services/local-seo) targets page-one rankings for your core treatment searches within 90 days, and our [web presence service](/services/web-presence) builds treatment pages designed to convert.

## Reviews and reputation

Reviews are both a ranking signal and the deciding factor for many patients. Build a system rather than hoping for them:

- **Ask at the right moment.** A text a day or two after a treatment, when the patient is happy with the result, works better than a sign at the front desk.
- **Ask everyone.** Sending requests only to patients you expect to be positive ("review gating") conflicts with Google's policies and can be deceptive under the FTC's Endorsement Guides.
- **Respond to every review** within a few days, positive or negative.

Two rules matter here. First, HIPAA applies to your replies: do not confirm that a reviewer is a patient or discuss their treatment, even to correct the record. The HHS Office for Civil Rights has reached settlements with practices that disclosed patient information in replies to online reviews. A polite, general reply that invites the person to call the practice is safer. Second, the FTC's rule on consumer reviews and testimonials, in effect since October 21, 2024, prohibits fake reviews, rewards conditioned on a review being positive, and suppressing negative reviews through threats or false accusations. Platform policies, Google's included, also prohibit rewarding patients for reviews.

## Paid social and search ads that bring qualified patients

**Meta (Facebook and Instagram)** is where aesthetic demand is created. Creative drives results more than targeting: short videos of your providers explaining a treatment, a walk-through of the patient experience and real, consented results outperform stock imagery. Meta restricts ads for cosmetic procedures and weight loss (for example, they must be targeted at adults and may not imply negative self-perception), so read the current policy before you brief creative.

**Google Search** captures demand that already exists: people typing a treatment and a city are close to booking. Use tight keyword groups per treatment, negative keywords to filter out job seekers and training courses, and call extensions for patients who would rather phone. In the US, Google generally limits ads that promote prescription drugs to certified advertisers, which can affect ad text that names neuromodulator brands or weight loss medications; many practices advertise the treatment and keep brand names on the landing page.

Whatever the channel:

- **Send every ad to a matching landing page**, not your home page: one treatment, one offer, one form.
- **Ask qualifying questions** on the form (treatment interest, timeframe, budget range) so your team calls the best leads first.
- **Lead with consultations, not discounts.** Deep discounts attract bargain hunters who rarely return.

Our [ad creative](/services/ad-creative) and [targeted audience](/services/targeted-audience) services handle both the creative and the targeting, with budgets that can start small and scale as results prove out.

## Speed to lead: the follow-up system

This is where most practices leak the most money. A widely cited 2011 Harvard Business Review study of online sales leads found that companies that contacted a lead within an hour were nearly seven times as likely to qualify it as those that waited even one hour longer. Aesthetic patients behave the same way: the first practice to answer often gets the booking.

A follow-up system that works looks like this:

- **Instant acknowledgement.** An automatic text and email the moment a form is submitted, from a real person's name, with a link to book.
- **A call within minutes** during opening hours, with a clear owner for every new lead.
- **After-hours automation** that offers a booking link at night and queues a call for the morning.
- **Two paths.** Some patients want to talk first; others want to book straight away. Offer both: a phone consultation or direct online booking.
- **A 30-day nurture sequence** for leads who do not book, with education, reviews and a reason to come back.
- **Reminders** 48 hours, 24 hours and two hours before each consultation, plus a deposit or card on file for high-value appointments, to protect your show rate.

Texting patients for marketing requires their prior consent under the Telephone Consumer Protection Act, so build clear consent language into every form. Our [lead generation system](/services/lead-system) and [CRM automation](/services/crm-automation) services set up exactly these workflows, including the time-of-day automations for leads who do not convert straight away.

## Content and social proof that build trust

Aesthetic decisions are emotional and personal, so your content should make a stranger feel they already know your team:

- **Provider-led video**: your injectors and nurses explaining treatments in their own words.
- **Honest before-and-after photos**, with a signed HIPAA authorization for marketing use. Patient photos are protected health information.
- **Education over hype**: what a treatment can and cannot do, downtime, how long results last and what it costs.

Keep claims accurate. Avoid guarantees, and if you share a testimonial describing unusually good results, the FTC expects you to make clear what patients can generally expect. Our article on [building patient trust](/blog/building-patient-trust-telehealth) goes deeper on turning credibility into bookings.

## A 90-day plan

1. **Days 1-30: fix the foundations.** Set up tracking and CRM source fields, complete your Google Business Profile, launch instant lead follow-up and consultation reminders, and start asking every patient for a review.
2. **Days 31-60: turn on demand.** Launch Meta and Google campaigns for your two or three most profitable treatments, each with its own landing page and qualifying form.
3. **Days 61-90: optimize and expand.** Shift budget to the campaigns with the lowest cost per new patient, publish treatment pages for the next services, and review your six funnel numbers every week.

If you also offer medical weight loss, our [GLP-1 program guide](/blog/glp1-weight-loss-revenue-stream) covers the extra care that category needs in advertising. And if you are not sure where your own funnel leaks, a [free marketing audit](/marketing-audit) is the fastest way to find out.`,
  cta: {
    heading: 'Find the leaks in your patient funnel',
    description: 'Book a free 30-minute marketing audit. We review your ads, website, reviews and lead follow-up, then hand you at least three actionable improvements you can use with or without us, with no sales pressure.',
    label: 'Get My Free Marketing Audit',
    to: '/marketing-audit',
  },
} satisfies Article
