import type { Article } from '../article-types'

export const article = {
  slug: 'building-patient-trust-telehealth',
  title: 'Building Patient Trust in Telehealth: A Practical Playbook for Cash-Pay Clinics',
  excerpt:
    'Patients cannot walk through your door to size you up online. Here is how to earn their confidence at every step, from the first ad to the tenth refill.',
  category: 'Patient Care',
  date: '2026-09-22',
  updated: '2026-11-12',
  description:
    'How med spas, wellness and GLP-1 telehealth clinics earn patient trust: visible clinicians, honest pricing, fast follow-up, safe care and ethical reviews.',
  keywords: [
    'patient trust telehealth',
    'telehealth patient experience',
    'GLP-1 patient retention',
    'med spa patient reviews',
    'telehealth transparency',
    'wellness clinic patient communication',
  ],
  stats: [
    { value: '24hr', label: 'Maximum response time we build into partner clinics’ follow-up workflows (Elevate standard)' },
    { value: '5,000+', label: 'Patients served through clinics in our partner network (Elevate network figure)' },
    { value: '99%', label: 'Patient satisfaction reported across our partner programs (Elevate network figure)' },
  ],
  body: `In a physical clinic, trust builds quietly: the reception desk, the framed diplomas, the provider who looks you in the eye. A telehealth patient gets none of that. They are deciding, often late at night on a phone, whether to hand their health history and their credit card to a practice they have never visited. In a market crowded with online weight-loss and wellness brands, some of them aggressive or short-lived, patients arrive sceptical, and that is reasonable.

The good news: trust in virtual care is built from a small set of concrete, repeatable behaviors. This playbook is written for owners of med spas, wellness practices, GLP-1 clinics and telehealth start-ups who want patients who stay, refer and review.

## Why trust is the real conversion metric

Most practices measure ad clicks, cost per lead and booked consults. Those matter, but in cash-pay telehealth the expensive moment comes later. A GLP-1 patient who stops after the first month, or a hormone patient who never books a follow-up, leaves you with the acquisition cost and none of the lifetime value.

Trust shows up in the numbers you should actually watch:

- **Intake completion rate**: how many people who start the questionnaire finish it.
- **Consult show rate**: whether booked patients turn up for their video visit.
- **Month-three retention**: the share of patients still in treatment after the titration phase.
- **Referral and review rate**: whether patients vouch for you to people they know.

If these are weak, more ad spend will not fix them. The steps below will.

## Put real clinicians in front of patients

The fastest way to separate a legitimate practice from a faceless prescription mill is to show who is responsible for care.

- **Name your providers.** Publish each clinician's name, photo, credentials (MD, DO, NP, PA), and the states where they are licensed. Patients and pharmacists increasingly check license lookups; make it easy.
- **Introduce the medical director.** A short bio explaining who oversees protocols and safety is reassuring, especially for weight-loss and hormone programs.
- **Keep the same clinician where you can.** Continuity is one of the strongest predictors of satisfaction. Route follow-ups to the provider who did the first visit whenever scheduling allows.
- **Let patients know when they are talking to staff or software.** If a care coordinator or an automated message is answering, say so. Patients forgive automation; they do not forgive feeling deceived.

## Be radically clear about price and process

Surprise costs are the most common complaint we hear about telehealth practices, and the easiest to eliminate.

Publish, in plain language:

1. **What the consultation costs** and whether it is credited towards treatment.
2. **What the monthly program includes**: visits, messaging, medication, shipping, lab work.
3. **How dosing changes affect price**, which matters for GLP-1 programs where higher doses can cost more.
4. **Cancellation and refund terms**, including what happens if a clinician decides treatment is not appropriate.
5. **What happens after checkout**: when the visit occurs, how long pharmacy fulfillment takes, how medication arrives.

A simple visual timeline, from intake to the first delivery to the first follow-up, does more than a paragraph of reassurance. Practices that lower their medication cost through our [pharmacy partner network](/pharmacy-partners) often use the savings to offer a simpler flat monthly price, which itself reduces confusion.

## Make safety visible, not hidden

Patients who are considering GLP-1s, hormone therapy or peptides have read the headlines. Addressing safety openly builds more confidence than glossy before-and-after photos.

- **Screen properly and show it.** Explain that a licensed clinician reviews each patient's history, current medications and contraindications before anything is prescribed, and that some people will be told no. Turning down an unsuitable patient is a trust signal.
- **Be honest about side effects.** For GLP-1 programs, tell patients before they start about common gastrointestinal effects, how titration reduces them and when to contact the clinic urgently.
- **Be accurate about compounded medications.** As of November 2026, the FDA's position is that compounded drugs are not FDA-approved. Say that plainly, explain why your practice uses a licensed 503A pharmacy or 503B outsourcing facility, and never describe a compounded product as generic or identical to a brand. Our guide to [compounding pharmacy partnerships](/blog/compounding-pharmacy-partnerships) explains what to ask your pharmacy.
- **Explain the escalation path.** Tell patients exactly how to reach a clinician, and when they should go to urgent care or call 911 instead.

## Respond fast, and keep responding

Silence is where telehealth trust dies. A patient who messages about nausea or a delayed shipment and hears nothing for three days will cancel, and may say so publicly.

Set written service levels and build them into your systems:

- **Acknowledge every patient message within one business day**, and clinical questions faster. Our partner clinics target a 24-hour maximum.
- **Automate the predictable touchpoints**: intake reminders, pre-visit instructions, shipment tracking, refill prompts and check-ins after dose changes. A well-built [CRM and automation system](/services/crm-automation) handles these without adding staff.
- **Escalate anything clinical to a person.** Automation should route and remind, never diagnose.
- **Close the loop.** When an issue is solved, say so, and note it in the chart.

Keep consent in mind: appointment and care messages and marketing messages have different consent requirements under the TCPA, and patients notice when a clinic that texts them about refills starts texting promotions they never agreed to. Our [telehealth compliance guide](/blog/telehealth-compliance-regulations) covers texting consent in more detail.

## Protect privacy in ways patients can see

Patients rarely read privacy policies, but they notice privacy in practice.

- Use a HIPAA-compliant video platform and patient portal, with signed business associate agreements, and say so on your site.
- Avoid discussing clinical details by ordinary email or unencrypted text.
- Keep advertising pixels off intake forms and patient pages, so a patient's weight-loss inquiry does not follow them around social media.
- Use discreet packaging and billing descriptors. For weight-loss and hormone patients, this is more important than many owners realize.

## Earn reviews and testimonials the right way

Reviews are the social proof that stands in for your waiting room. Gather them ethically and they will compound for years.

- **Ask at the right moment**: after a positive milestone, such as the first month complete or a goal reached, not right after checkout.
- **Ask everyone, not just happy patients.** Fake reviews, and incentives offered in exchange for positive ones, are prohibited under the FTC's rule on consumer reviews and testimonials, in force since late 2024. The FTC's Endorsement Guides also warn that asking only satisfied customers can be deceptive, and Google's review policies forbid it.
- **Never confirm someone is a patient in a public reply.** The HHS Office for Civil Rights has penalized practices for disclosing patient information while responding to online reviews. Reply with a general thank-you or an invitation to contact the office directly.
- **Keep result claims typical and substantiated.** Weight-loss testimonials that imply every patient will lose the same amount create false expectations and regulatory risk. Add clear context about individual results.

## Design the experience for the long run

Trust is not a launch campaign; it is a system. The practices with the strongest retention treat the first 90 days as a guided program: a welcome call or video, a check-in after each dose change, a progress review at month three and a plan for what maintenance looks like. They ask for feedback regularly and act on it.

Review your patient journey quarterly against this list:

1. Can a new visitor see who the clinicians are and where they are licensed?
2. Is every cost, and every change in cost, published before checkout?
3. Are safety, side effects and escalation explained before treatment begins?
4. Does every patient message get a response within your service level?
5. Are reviews gathered from all patients and answered without revealing health information?

If you are planning a new service line, our [guide to launching a telehealth practice](/blog/how-to-launch-a-telehealth-practice) shows where trust-building steps fit into the launch plan, and our [GLP-1 revenue guide](/blog/glp1-weight-loss-revenue-stream) covers program design for weight loss. For the top of the funnel, read [digital marketing for aesthetic practices](/blog/digital-marketing-aesthetic-practices), or request a [free marketing audit](/marketing-audit) to see how your site and reviews look to a first-time visitor. And if you are building a virtual practice from the ground up, our [Telehealth Empire program](/telehealth-empire) builds these workflows in from day one.`,
  cta: {
    heading: 'See your practice through a new patient’s eyes',
    description: 'Our free 30-minute marketing audit reviews your website, reviews, intake flow and follow-up, and guarantees at least three actionable improvements to earn trust and convert more of the patients you already attract.',
    label: 'Get my free marketing audit',
    to: '/marketing-audit',
  },
} satisfies Article
