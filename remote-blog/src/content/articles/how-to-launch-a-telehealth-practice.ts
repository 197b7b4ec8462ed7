import { businessCounts, medicationSavings, telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { Article } from '../article-types'

export const article = {
  slug: 'how-to-launch-a-telehealth-practice',
  title: 'How to Launch a Telehealth Practice: The Complete 2026 Guide for Med Spas and Wellness Clinics',
  excerpt:
    'From choosing a service line and launch states to pharmacy fulfillment, pricing and your first 30 days of patients: a step-by-step plan for launching virtual care.',
  category: 'Telehealth',
  date: '2026-09-15',
  updated: '2026-11-14',
  description:
    `The complete guide to launching a telehealth practice in 2026: service line, structure, licensing, tech stack, pharmacy partners, pricing and a ${telehealthProgram.planDays}-day plan.`,
  keywords: [
    'how to launch a telehealth practice',
    'start a telehealth business',
    'telehealth practice setup',
    'GLP-1 telehealth clinic',
    'med spa telehealth',
    'telehealth launch checklist',
    'telemedicine startup guide',
  ],
  stats: [
    { value: telehealthProgram.launchWindow, label: `Typical launch window in our ${telehealthProgram.name} program (Elevate program figure)` },
    { value: `${telehealthProgram.startingStates.min}-${telehealthProgram.startingStates.max} states`, label: 'Where we recommend most new telehealth practices start (Elevate program guidance)' },
    { value: medicationSavings.range, label: 'Medication cost savings through our pharmacy partners (Elevate network figure)' },
  ],
  body: `Telehealth lets a med spa, wellness practice or weight-loss clinic serve patients far beyond its ZIP code, add recurring revenue and use clinician time more efficiently. It also adds moving parts: licensing in several states, a new technology stack, pharmacy fulfillment, different marketing rules. Practices that launch well treat it as a project with a plan, not a video link added to the booking page.

This guide lays out that plan in the order we use with practices in our [${telehealthProgram.name} program](/telehealth-empire). It is current as of November 2026. Regulations are summarized in general terms; have a healthcare attorney review your specific model before you launch.

## Step 1: Choose one service line and one patient

The most common launch mistake is trying to offer everything at once. Start with a single, well-defined program where virtual care genuinely works:

- **Medical weight loss** with GLP-1 medications, the most common starting point for our clients (see our [GLP-1 revenue guide](/blog/glp1-weight-loss-revenue-stream)).
- **Hormone and men's or women's health**, keeping in mind that testosterone is a controlled substance.
- **Wellness and longevity** programs such as NAD+, vitamin and peptide protocols, subject to your pharmacy's and counsel's guidance.
- **Aesthetic follow-up and skincare**: virtual consults for prescription skincare and pre- and post-procedure check-ins that feed your in-clinic treatments.

Write one sentence that defines the patient, such as "adults in Florida and Texas who want a medically supervised weight-loss program without visiting a clinic". Every later decision, from states to pricing to ads, gets easier.

## Step 2: Set up the right business and clinical structure

Before you spend on technology, confirm who can own and run the practice.

- **Corporate practice of medicine.** In many states, including California, Texas and New York, a non-physician cannot own a medical practice or employ its clinicians directly. The usual answer is a physician-owned professional entity contracting with a management services organization (MSO) owned by the founder. Getting this structure right is a job for a healthcare attorney.
- **Medical director.** Appoint a physician who owns the clinical protocols, supervises or collaborates with nurse practitioners and physician assistants where state law requires, and reviews quality.
- **Malpractice insurance.** Confirm in writing that your policy covers telehealth in every state where you will see patients.
- **Payment processing.** Some payment processors treat telehealth prescribing and weight-loss programs as higher-risk categories. Confirm your merchant account before launch, not after your first chargeback.

## Step 3: Pick your launch states and licensing plan

Telehealth care is generally treated as taking place where the patient is located, so your clinicians need a license in each state where patients sit during their visits.

A practical approach:

1. **Start where your clinicians are already licensed**, usually your home state plus any neighbors.
2. **Add ${telehealthProgram.startingStates.min} to ${telehealthProgram.startingStates.max} states** with strong demand and workable rules for your service line, including whether they allow asynchronous (questionnaire-based) care and how they treat NP independence.
3. **Use the compacts to expand.** The Interstate Medical Licensure Compact provides physicians an expedited route to licenses in participating states; the Nurse Licensure Compact covers RNs. Each state license still has its own fees and renewals.
4. **Plan pharmacy coverage alongside licensing.** Your pharmacy partner must be licensed to ship into each launch state.

Our [telehealth compliance guide](/blog/telehealth-compliance-regulations) covers licensure, the standard of care and prescribing rules in more depth.

## Step 4: Build a HIPAA-ready technology stack

You do not need custom software to launch. You need a handful of tools that work together and will each sign a business associate agreement (BAA).

- **EHR with telehealth and e-prescribing**: charting, secure video, e-prescribing and lab orders in one place where possible.
- **Intake and consent forms**: medical history, contraindication screening, telehealth consent and location confirmation at every visit.
- **Scheduling and payments**: online booking, card-on-file subscriptions and automatic receipts.
- **CRM and automation**: lead capture, follow-up texts and email, refill reminders and reactivation campaigns. Our [CRM and automation service](/services/crm-automation) builds these so leads never go cold.
- **Secure messaging**: a portal or HIPAA-compliant messaging tool, not personal phones.

Two rules we insist on: get a signed BAA from every vendor that touches patient information, and keep advertising pixels off intake and patient pages. Capture texting consent properly at every form, as the TCPA requires.

## Step 5: Arrange pharmacy partners and fulfillment

For most virtual wellness and weight-loss practices, medication is the largest cost and the most important patient experience moment.

- **Know the two pharmacy types.** 503A compounding pharmacies prepare patient-specific prescriptions under state board oversight; 503B outsourcing facilities register with the FDA, follow current good manufacturing practice and can supply office stock.
- **Be accurate about compounded medications.** The FDA's position is that compounded drugs are not FDA-approved. After the FDA declared the semaglutide and tirzepatide shortages resolved in late 2024 and early 2025, it ended the grace periods for compounding copies of those drugs, and GLP-1 compounding remains under close scrutiny as of November 2026. Your protocols, pharmacy choice and marketing must reflect the current rules.
- **Vet quality and logistics.** Ask for licenses, inspection history, testing practices, cold-chain shipping for temperature-sensitive products, turnaround times and how the pharmacy handles adverse event reports.
- **Negotiate price.** Our [pharmacy partner network](/pharmacy-partners) of ${businessCounts.partnerPharmacies}+ pharmacies typically saves practices ${medicationSavings.range} on medication costs compared with sourcing on their own. Read [compounding pharmacy partnerships](/blog/compounding-pharmacy-partnerships) for the full vetting checklist.

## Step 6: Write clinical protocols and compliance workflows

Your medical director should document, before the first patient:

- **Eligibility and contraindication screening** for each program, including when a live visit is required.
- **Dosing and titration schedules**, with criteria for holding or stopping treatment.
- **Side-effect management and escalation**, including when to refer for in-person care or emergency services.
- **Lab requirements** where relevant, such as baseline labs for hormone therapy.
- **Controlled substances.** If any protocol involves one, check the current status of the DEA telemedicine rules. The pandemic-era flexibilities that allow prescribing without a prior in-person visit under the Ryan Haight Act have been extended repeatedly, and you must confirm where they stand on the day you launch.
- **Documentation and privacy**: charting standards, record retention and a completed HIPAA risk analysis.

## Step 7: Price the program and model the economics

Cash-pay telehealth works best with simple, recurring pricing. Most practices choose between a per-visit fee plus medication, or an all-inclusive monthly membership.

Build your model from the bottom up, per patient per month:

- Medication cost at each dose, plus shipping and supplies.
- Clinician time for the initial visit, follow-ups and messages.
- Software, payment processing and pharmacy fees.
- Patient acquisition cost, spread over expected months in treatment.

The biggest lever is usually **retention**, not price: a patient who stays six months is worth several times one who leaves after the first. Lower medication costs help too, since they let you keep prices competitive while protecting margin. Publish prices clearly; our article on [building patient trust in telehealth](/blog/building-patient-trust-telehealth) explains why transparency converts.

## Step 8: Plan patient acquisition before launch day

Do not wait for go-live to start marketing. Build demand in parallel with the clinical setup:

- **Convert your existing patients first.** Email and text your current list (with proper consent) about the new program; they already trust you.
- **Local and state-level SEO.** Create pages for each service and launch state so patients searching for care can find you.
- **Paid ads, carefully.** Platforms such as Google and Meta generally require certification, such as LegitScript, before telehealth advertisers can promote prescription drugs. Avoid claims like "FDA-approved" for compounded products or guaranteed weight loss.
- **A qualification funnel.** A short pre-screening questionnaire filters out ineligible patients before they book, which protects your clinicians' time. Our [lead system](/services/lead-system) is built around exactly this.

Our guide to [digital marketing for aesthetic practices](/blog/digital-marketing-aesthetic-practices) goes deeper, and a [free marketing audit](/marketing-audit) will show where your current site and ads stand.

## Your ${telehealthProgram.planDays}-day launch plan

Here is how the four phases of a typical launch fit together once the structure, licensing and pharmacy decisions above are under way:

1. **Days 1-7: Foundation.** Confirm service line, launch states, entity structure and medical director. Choose the EHR and sign BAAs.
2. **Days 8-14: Build.** Configure intake, consent and scheduling. Set up pharmacy accounts and shipping. Draft protocols.
3. **Days 15-21: Test.** Run mock patients end to end, from ad click to delivered medication. Train staff on messaging and escalation. Build follow-up automations.
4. **Days 22-30: Launch.** Announce to existing patients, switch on ads and SEO pages, and review every new patient's experience daily for the first two weeks.

After launch, review the numbers weekly: lead-to-consult rate, consult show rate, approval rate, time to first shipment and month-two retention. Expand to new states only when the first ones run smoothly.

Launching a telehealth practice is a serious undertaking, but it is a well-mapped one. Practices that follow a structured plan are usually seeing patients within ${telehealthProgram.launchWindowInWords}.`,
  cta: {
    heading: `Launch your telehealth practice in ${telehealthProgram.launchWindowInWords}`,
    description: `The ${telehealthProgram.name} program gives you the launch plan, technology stack, pharmacy partners and patient acquisition system in one place, with a team that has done it before. Book a free strategy call to map your launch.`,
    label: 'Start building my telehealth practice',
    to: '/telehealth-empire',
  },
} satisfies Article
