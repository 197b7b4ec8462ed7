import { businessCounts, medicationSavings } from 'shared/helpers/content/brand-facts'
import type { Article } from '../article-types'

export const article = {
  slug: 'compounding-pharmacy-partnerships',
  title: 'Compounding Pharmacy Partnerships: How to Choose a 503A or 503B Partner and Cut Medication Costs',
  metaTitle: 'Choosing a Compounding Pharmacy',
  excerpt:
    'Your pharmacy partner shapes your margins, your patients\u2019 safety and your reputation. Here is how to tell 503A from 503B, vet quality and negotiate pricing without compliance surprises.',
  category: 'Pharmacy',
  date: '2026-07-14',
  updated: '2026-09-22',
  description:
    'How med spas and wellness clinics vet 503A and 503B compounding pharmacies, compare real pricing, avoid compliance traps and lower medication costs safely.',
  keywords: [
    'compounding pharmacy partnership',
    '503A vs 503B pharmacy',
    'outsourcing facility office stock',
    'med spa pharmacy',
    'wellness clinic medication costs',
    'how to choose a compounding pharmacy',
  ],
  stats: [
    { value: '2013', label: 'Year the Drug Quality and Security Act created 503B outsourcing facilities' },
    { value: `${businessCounts.partnerPharmacies}+`, label: 'Licensed pharmacies in the Elevate Practice Partners network' },
    { value: `${medicationSavings.firstInvoicePercent.min}%-${medicationSavings.firstInvoicePercent.max}%`, label: 'Average medication savings range partner practices see on their first invoice after switching' },
  ],
  body: `For a wellness clinic, med spa or hormone practice, medication is often the largest variable cost after payroll. Peptides, hormones, vitamin injections, GLP-1 programs and topical preparations all flow through a pharmacy, and the partner you choose decides three things at once: your margin on every treatment, the safety of what goes into your patients, and whether a regulator's letter to that pharmacy ever becomes your problem.

Most practices pick a pharmacy the way they picked their first one: a sales rep visited, the prices looked fine and the vials arrived. This guide offers a more deliberate approach: understand the two federal pathways, vet quality with evidence, compare prices on equal terms and structure the relationship so it holds up.

**Please note:** this article is general information for practice owners, not legal or pharmacy-practice advice. Compounding is regulated by the FDA and by each state's board of pharmacy, and state rules differ. Confirm your specific model with healthcare counsel and your state boards.

## 503A and 503B: what the difference means for your practice

Federal law recognizes two kinds of compounders, named after sections of the Federal Food, Drug, and Cosmetic Act.

**503A pharmacies** are traditional compounding pharmacies. They compound medications for identified individual patients on the basis of a valid prescription, and state boards of pharmacy are their primary regulators. They are expected to follow the United States Pharmacopeia (USP) standards their state adopts, chiefly chapter 795 for non-sterile and chapter 797 for sterile preparations (both revised chapters became official on November 1, 2023), plus chapter 800 where hazardous drugs are handled.

**503B outsourcing facilities** were created by the Drug Quality and Security Act of 2013, passed after the 2012 fungal meningitis outbreak traced to contaminated compounded injections. Outsourcing facilities register with the FDA, must meet current good manufacturing practice (CGMP) requirements, are inspected by the FDA on a risk-based schedule and report the products they make and adverse events. Unlike 503A pharmacies, they can produce medications without patient-specific prescriptions, which is why they are the usual source of **office stock**: products you keep on the shelf and administer in the clinic.

In practice the split looks like this:

- **Administered in your clinic** (injections given during a visit): usually 503B office stock, with lot numbers recorded in the chart.
- **Prescribed for the patient to use at home** (take-home injectables, creams, troches, capsules): usually a 503A pharmacy shipping directly to the patient on a prescription.
- **Office use from a 503A pharmacy:** federal 503A conditions are built around prescriptions for identified individual patients. Some states permit limited office-use compounding under their own rules, but confirm it with counsel and your state board before you rely on it.

Many practices need both: a 503B partner for what they administer and one or two 503A partners for what they prescribe. The telehealth variant of this, shipping to patients in several states, is covered in our [guide to launching a telehealth practice](/blog/how-to-launch-a-telehealth-practice).

## The vetting checklist

Price conversations come last. First establish that the pharmacy deserves your patients.

### Licensure and registration

- **Home state license** in good standing, checked on the board of pharmacy's public lookup, not on a PDF the rep sends.
- **Non-resident licenses** in every state where the pharmacy will ship to your patients. This is the most common gap for practices that add telehealth.
- **FDA registration** for 503B partners: the FDA publishes a list of registered outsourcing facilities.
- **DEA registration** if you will order controlled substances such as testosterone, a Schedule III drug.

### Quality evidence

- **Inspection history.** Ask for the most recent state board inspection report. For outsourcing facilities, search FDA's website for warning letters and ask directly about any Form 483 observations and how they were resolved.
- **Accreditation.** Accreditation such as PCAB (administered by ACHC) is voluntary, but it shows a pharmacy has invited outside scrutiny.
- **Testing.** For sterile preparations, ask how each lot is tested for sterility, endotoxins and potency, whether a third-party lab is used, and whether you can see certificates of analysis for the lots you receive.
- **Ingredients.** Active pharmaceutical ingredients should come from FDA-registered manufacturers with their own certificates of analysis. Be wary of anything that cannot be traced.
- **Beyond-use dates.** Ask how each date was set. Long dates on sterile products should be supported by stability data, not optimism.

### Service and safety

- Turnaround time from prescription to delivery, and how cold-chain shipping is validated in summer.
- A named contact for clinical questions, a recall procedure that reaches you within hours, and a clear process for reporting adverse events.
- Electronic prescribing that fits your EHR, and patient-facing support so your front desk is not fielding every shipping question.

Our [certified partner pharmacies](/pharmacy-partners/certified) are vetted against this list before they join the network.

## How compounding pricing really works

Two quotes for "the same" product are rarely the same. Before comparing prices, line them up on:

- **Strength, volume and form**: a 10 mL vial at one concentration is not comparable with a 5 mL vial at another.
- **Beyond-use date**: a cheaper vial you have to discard after 28 days may cost more than a pricier one that lasts 90.
- **All-in cost**: shipping, cold packs, per-prescription fees, rush charges and order minimums add up quickly.
- **Testing and documentation**: a lower price sometimes reflects less testing.

Once quotes are comparable, the levers are familiar. Consolidating your formulary onto fewer products and fewer pharmacies gives you volume to negotiate with. Predictable ordering helps pharmacies plan batches. And purchasing through a network that aggregates demand from many practices gives a single clinic pricing it could not get alone.

That last lever is the point of our [pharmacy partner network](/pharmacy-partners): more than ${businessCounts.partnerPharmacies} licensed pharmacies, a catalog of common preparations with published starting prices, and practices that typically see average savings of ${medicationSavings.firstInvoicePercent.min}% to ${medicationSavings.firstInvoicePercent.max}% on their first invoice after switching. For a practice spending $8,000 a month on medications, that range works out to roughly $27,000 to $43,000 a year.

## Compliance traps to avoid

A good pharmacy relationship can still be structured badly. Watch for these:

- **Payments tied to prescriptions.** Do not accept per-prescription fees, rebates or "marketing payments" from a pharmacy for sending it patients. The federal Anti-Kickback Statute applies where federal healthcare programs pay, and many states have anti-kickback and fee-splitting laws that reach cash-pay care as well.
- **Ownership interests.** If you or your clinicians own part of a pharmacy, have counsel review the arrangement before you refer patients to it.
- **Copies of approved drugs.** Compounders generally may not make essentially copies of commercially available approved drugs. The GLP-1 shortages ended in 2024 and 2025, and our [GLP-1 program guide](/blog/glp1-weight-loss-revenue-stream) explains what changed.
- **Advertising claims.** Never describe a compounded preparation as FDA-approved, generic or identical to a branded drug.
- **Dispensing rules.** Selling medication to patients from your clinic, rather than administering it or sending a prescription to a pharmacy, is regulated by the state. Some states require a dispensing registration or restrict who may dispense.
- **Records.** Keep lot numbers for everything administered, so a recall notice becomes a list of patients to contact, not a chart-by-chart search.

Our [telehealth compliance guide](/blog/telehealth-compliance-regulations) covers the rules that apply when prescribing and shipping across state lines.

## Building the partnership: from onboarding to quarterly review

Treat a pharmacy like any critical vendor:

1. **Start with a defined formulary.** Ten to fifteen products that cover most of your volume, with agreed strengths and pricing.
2. **Put service levels in writing:** turnaround, shipping standards, recall notification and who pays when a cold-chain shipment fails.
3. **Train your team** on ordering, receiving, storage temperatures and lot documentation.
4. **Review every quarter:** pricing against the market, turnaround, patient complaints, any adverse events and any regulatory actions.
5. **Keep a qualified backup.** Supply interruptions, board actions and ingredient shortages happen; a second vetted pharmacy keeps patients on schedule.

Patients increasingly ask where their medication comes from. Being able to answer clearly, naming a licensed pharmacy and explaining how quality is checked, is part of [building patient trust](/blog/building-patient-trust-telehealth).

## Questions to ask on your first call

1. Which states are you licensed in, and can you show each license on the board's website?
2. Are you a 503A pharmacy, a 503B outsourcing facility, or do you operate both?
3. When was your last inspection, and were there any observations? How were they resolved?
4. How is each sterile lot tested, and can I see the certificates of analysis for lots I receive?
5. Where do your active ingredients come from?
6. How were your beyond-use dates established?
7. What is the all-in cost per unit, including shipping and fees?
8. How will you notify me of a recall, and how fast?

A pharmacy that answers all eight without hesitation is usually one worth building on. If you would rather start from a shortlist that has already answered them, our [compounding partners](/pharmacy-partners/compounding) page explains how we match practices with pharmacies.`,
  cta: {
    heading: 'See what your practice could save on medications',
    description: `Tell us what you order today and we will match you with vetted 503A and 503B partners from our network of more than ${businessCounts.partnerPharmacies} licensed pharmacies, with a side-by-side price comparison. The first call is free and takes 30 minutes.`,
    label: 'Compare Pharmacy Pricing',
    to: '/pharmacy-partners',
  },
} satisfies Article
