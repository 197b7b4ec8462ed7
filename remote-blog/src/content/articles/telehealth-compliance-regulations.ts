import { telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { Article } from '../article-types'

export const article = {
  slug: 'telehealth-compliance-regulations',
  title: 'Telehealth Compliance in 2026: A Practical Guide for Med Spa, Wellness and GLP-1 Clinic Owners',
  excerpt:
    'Licensure, prescribing, HIPAA, texting consent and compounded-drug claims: the compliance map every practice owner should walk before adding virtual care.',
  category: 'Compliance',
  date: '2026-09-08',
  updated: '2026-11-10',
  description:
    'Telehealth compliance for med spas and GLP-1 clinics as of November 2026: licensure, prescribing, HIPAA, texting consent and compounded medication claims.',
  keywords: [
    'telehealth compliance',
    'telehealth regulations 2026',
    'HIPAA telehealth',
    'telemedicine licensure by state',
    'Ryan Haight Act telemedicine',
    'GLP-1 clinic compliance',
    'med spa telehealth',
    'corporate practice of medicine',
  ],
  stats: [
    { value: '50 + DC', label: 'Jurisdictions that each set their own medical licensure and telehealth prescribing rules' },
    { value: '40+', label: 'States and territories in the Interstate Medical Licensure Compact (IMLCC, 2026)' },
    { value: '6 years', label: 'Minimum retention for HIPAA-required policies and documentation (45 CFR 164.316)' },
  ],
  body: `Adding telehealth to a med spa, wellness practice or weight-loss clinic is one of the fastest ways to grow, but virtual care moves your practice into a denser regulatory space than most owners expect. The rules are not harder than in-person care; they are simply spread across more agencies, more states and more vendors. This guide walks through the areas we see practice owners miss most often.

**A note before you start:** this article is general information, current as of November 2026, and not legal advice. Telehealth rules change often and vary by state. Before you launch, have a healthcare attorney review your model, your states and your prescribing plans.

## Licensure follows the patient, not the provider

The single most important rule in telehealth is that care is generally considered to happen **where the patient is located at the time of the visit**. A nurse practitioner licensed in Florida who treats a patient sitting in Georgia is practicing in Georgia, and normally needs a Georgia license to do it.

That has direct consequences for how you launch:

- **Pick your states deliberately.** Start where your clinicians already hold licenses, then expand. Most of the practices in our [${telehealthProgram.name} program](/telehealth-empire) begin with ${telehealthProgram.startingStates.min} to ${telehealthProgram.startingStates.max} states rather than going national on day one.
- **Verify location at every visit.** Ask patients to confirm their physical location at intake and at each encounter, and record it in the chart. A patient who moved or is traveling can put a visit outside your licensed footprint.
- **Use the compacts where they fit.** The Interstate Medical Licensure Compact offers physicians an expedited path to licenses in participating states (more than 40 states and territories take part). It speeds up the process, but you still hold and pay for a separate license in each state. The Nurse Licensure Compact covers RNs and LPNs. Compacts for advanced practice nurses and physician assistants have been passed in a number of states, but check whether they are actually issuing privileges before you plan around them.
- **Check scope of practice.** Nurse practitioner independence, physician supervision or collaboration requirements and rules for physician assistants differ by state. A model that works in Arizona may need a collaborating physician in Texas.

## The clinical relationship and standard of care

Telehealth does not lower the standard of care. State medical boards generally expect the same quality of evaluation online as in person, and many states have specific rules on how a provider–patient relationship can be established remotely.

Points to settle with your medical director and counsel:

- **Synchronous versus asynchronous.** Some states allow a relationship to be established through a secure questionnaire reviewed by a clinician; others expect a live video or, in some cases, audio visit first. Questionnaire-only prescribing is the area with the most variation and the most scrutiny.
- **Telehealth informed consent.** Many states require a specific telehealth consent in addition to treatment consent. Build it into intake so it cannot be skipped.
- **Follow-up and escalation.** Document how patients reach a clinician between visits, how side effects are triaged and when a patient is referred for in-person care. For GLP-1 programs, that means a clear plan for gastrointestinal side effects, dose titration and contraindication screening.

## Prescribing controlled substances: Ryan Haight and the DEA flexibilities

The Ryan Haight Online Pharmacy Consumer Protection Act of 2008 generally requires an in-person medical evaluation before a controlled substance is prescribed via the internet, with limited exceptions. During the COVID-19 public health emergency, the DEA and HHS allowed controlled-substance prescribing by telemedicine without a prior in-person visit, and those **flexibilities have been extended repeatedly** since then while the DEA works on a permanent framework, including a proposed special registration for telemedicine.

Why this matters for aesthetic and wellness owners: testosterone (Schedule III), phentermine (Schedule IV) and ketamine (Schedule III) are all controlled substances. GLP-1 medications such as semaglutide and tirzepatide are not controlled, which is one reason weight-loss telehealth has grown so quickly.

If any part of your service line involves controlled substances:

- **Check the current status of the DEA telemedicine rules** on the day you launch, and again at each extension deadline. Do not rely on a blog post, including this one.
- Confirm each prescriber holds a DEA registration in every state where they prescribe controlled substances, as required.
- Build a fallback plan, such as an in-person visit pathway, in case the flexibilities lapse.

## HIPAA, BAAs and the vendor stack

If your practice bills insurance electronically, you are almost certainly a HIPAA covered entity. Many cash-pay clinics are technically outside that definition, but we recommend that every practice follow HIPAA as its baseline: patients expect it, payment and pharmacy partners require it, and the overlapping state and FTC rules below catch many who are not covered.

The essentials:

- **Business associate agreements.** Every vendor that creates, receives, stores or transmits protected health information on your behalf needs a signed BAA: your EHR, telehealth video platform, e-prescribing tool, [CRM and automation system](/services/crm-automation), answering service, cloud storage and email provider. Consumer versions of video and messaging apps usually do not sign BAAs.
- **Security Rule risk analysis.** Complete and document a risk analysis, then review it at least yearly and whenever your systems change. HHS proposed significant updates to the Security Rule in early 2025; check whether and in what form they have been finalized.
- **Minimum necessary and access controls.** Front-desk staff, marketers and clinicians should each see only what their role needs.
- **Documentation retention.** HIPAA requires required policies and documentation to be kept for six years.

### Tracking pixels and analytics

Ad pixels on intake forms and booking pages can send health information to advertising platforms. HHS has issued guidance on online tracking technologies (parts of which a federal court set aside in 2024 for certain unauthenticated pages), and the FTC has brought enforcement actions against health companies that shared data with advertisers. Keep third-party pixels off intake, questionnaire and patient portal pages, and use server-side conversion tracking that sends no health details.

## The FTC Health Breach Notification Rule and state privacy laws

Cash-pay apps and clinics that are not HIPAA-covered are not unregulated. The FTC Health Breach Notification Rule, updated in 2024, applies to many health apps and personal health record vendors, and it treats an **unauthorized disclosure**, such as sharing data with an advertiser without authorization, as a breach that can require notice to consumers and the FTC.

Several states have also passed consumer health data laws, Washington's My Health My Data Act being the best known, that require consent before collecting or sharing health data. If you market nationally, have counsel map which of these apply to you.

## Texting, calling and the TCPA

Automated texts are the backbone of modern patient follow-up, and they are also the most common source of avoidable legal exposure. The Telephone Consumer Protection Act requires consent for many automated calls and texts, and **prior express written consent** for marketing messages.

Practical rules for your [lead system](/services/lead-system) and reminders:

- Capture consent with a clear, unchecked checkbox and disclosure language on every form, and store the time, page and wording.
- Separate appointment and care messages from promotional ones; the consent bar for marketing is higher.
- Honor opt-outs promptly by any reasonable means, not only the word STOP.
- Register your business texting with the carriers (10DLC) so messages are delivered.
- Check state laws too: Florida, Oklahoma and others have their own telemarketing statutes.

## Corporate practice of medicine and ownership structure

Many states, including California, Texas and New York, have **corporate practice of medicine** doctrines that limit who may own a medical practice or employ clinicians. A non-physician owner usually cannot own the clinical entity outright in those states. The common structure is a physician-owned professional entity that contracts with a management services organization (MSO) owned by the business founder.

These arrangements must be built carefully: fee structures, control over clinical decisions and fee-splitting rules all matter, and some states, Oregon among them in 2025, have tightened their rules on MSO arrangements. This is the single area where we most strongly recommend a healthcare attorney before you sign anything.

## Compounded medications and marketing claims

Compounded medications play a large role in weight-loss and wellness care, and the FDA is clear that **compounded drugs are not FDA-approved** and have not been reviewed for safety, effectiveness or quality. Work only with properly licensed pharmacies and understand the difference:

- **503A pharmacies** compound patient-specific prescriptions and are overseen mainly by state boards of pharmacy.
- **503B outsourcing facilities** register with the FDA, follow current good manufacturing practice and can supply office stock without patient-specific prescriptions.

After the FDA declared the tirzepatide and semaglutide shortages resolved (in December 2024 and February 2025), it ended the grace periods for compounding copies of those drugs during 2025. Compounding rules for GLP-1s remain an active enforcement area as of November 2026. Our guide to [compounding pharmacy partnerships](/blog/compounding-pharmacy-partnerships) and the vetting standards of our [pharmacy partner network](/pharmacy-partners) cover this in depth.

In advertising, never call a compounded product "generic", "FDA-approved" or "the same as" a brand-name drug, avoid guaranteed results, and substantiate every claim. Ad platforms generally require certification, such as LegitScript, for telehealth advertisers promoting prescription drugs. Our article on [digital marketing for aesthetic practices](/blog/digital-marketing-aesthetic-practices) covers compliant creative, and a [free marketing audit](/marketing-audit) will flag risky claims on your current site and ads.

## A compliance checklist before you launch

1. Choose launch states and confirm every clinician's license, scope and supervision rules in each.
2. Decide your visit model (live, asynchronous or both) per state and service.
3. Write telehealth consent, location verification and escalation protocols.
4. Confirm the current DEA rules if any controlled substance is involved.
5. Sign BAAs with every vendor that touches patient data and complete a risk analysis.
6. Remove ad pixels from intake and portal pages.
7. Build TCPA-compliant consent into every form and text workflow.
8. Review ownership structure against corporate practice of medicine rules.
9. Vet pharmacy partners and review all advertising claims.
10. Schedule a quarterly compliance review, because these rules keep moving.

Compliance is also a trust signal; see [building patient trust in telehealth](/blog/building-patient-trust-telehealth). When you are ready to put it all together, our step-by-step [guide to launching a telehealth practice](/blog/how-to-launch-a-telehealth-practice) shows how the pieces fit, and our [GLP-1 revenue guide](/blog/glp1-weight-loss-revenue-stream) covers the weight-loss service line specifically.`,
  cta: {
    heading: 'Launch telehealth with compliance built in',
    description: `Our ${telehealthProgram.name} program maps your states, vendors, consent flows and pharmacy partners with you, and works alongside your healthcare attorney, so you launch in ${telehealthProgram.launchWindowInWords} without cutting corners.`,
    label: `Explore the ${telehealthProgram.name} program`,
    to: '/telehealth-empire',
  },
} satisfies Article
