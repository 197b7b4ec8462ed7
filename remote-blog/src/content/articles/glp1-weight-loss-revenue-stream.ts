import { businessCounts, medicationSavings, telehealthProgram } from 'shared/helpers/content/brand-facts'
import type { Article } from '../article-types'

export const article = {
  slug: 'glp1-weight-loss-revenue-stream',
  title: 'How to Build a GLP-1 Weight Loss Program That Becomes a Reliable Revenue Stream',
  metaTitle: 'GLP-1 Weight Loss Revenue Guide',
  excerpt:
    'Demand for GLP-1 weight loss care is real, but the practices that profit run it as a long-term medical program: sound protocols, careful sourcing, clear pricing and retention by design.',
  category: 'Weight Loss',
  date: '2026-06-16',
  updated: '2026-10-06',
  description:
    'Build a compliant, profitable GLP-1 weight loss program: clinical pathway, pricing models, pharmacy sourcing after the FDA shortage rulings and retention.',
  keywords: [
    'GLP-1 weight loss program',
    'semaglutide clinic',
    'tirzepatide weight loss clinic',
    'medical weight loss revenue',
    'compounded semaglutide rules',
    'med spa weight loss program',
  ],
  stats: [
    { value: '~15%', label: 'Mean body-weight loss with semaglutide 2.4 mg at 68 weeks in the STEP 1 trial (NEJM, 2021)' },
    { value: 'Feb 2025', label: 'FDA declared the semaglutide shortage resolved, ending routine compounded copies' },
    { value: medicationSavings.range, label: 'Medication savings our partner practices typically report through the pharmacy network' },
  ],
  body: `GLP-1 medications have changed what patients expect from a weight loss program. People who once tried diets on their own now arrive at med spas, wellness clinics and telehealth practices asking for semaglutide or tirzepatide by name. For a practice owner that is an opportunity, but only if the program is built like the medical service it is: with screening, titration, follow-up and a long-term plan, not a monthly vial and a hope that the patient comes back.

This guide covers how to design that program so it is safe, defensible and profitable: the regulatory ground, the clinical pathway, pricing, sourcing and, above all, retention.

**A note before you start:** this is business guidance for practice owners, not medical or legal advice. Prescribing decisions belong to your licensed clinicians and medical director. Regulatory statements below give the dates of the FDA actions they describe; this area has changed several times since 2022, so confirm the current FDA and state board position before you change how you prescribe or source medication.

## Why GLP-1 care fits an aesthetic or wellness practice

Most aesthetic and wellness practices already have what a weight loss program needs: cash-pay patients who trust them, clinicians who can assess and prescribe, a front desk that books follow-ups and a brand built on visible results.

The clinical evidence explains the demand. In the STEP 1 trial (New England Journal of Medicine, 2021), adults taking semaglutide 2.4 mg weekly alongside lifestyle support lost a mean of about 15% of body weight at 68 weeks, against about 2.4% with placebo. In SURMOUNT-1 (NEJM, 2022), the highest tirzepatide dose produced a mean loss of about 21% at 72 weeks. Individual results vary widely, and trial participants had more structured support than many real-world patients, but those numbers are why patients keep asking.

The business case rests on one more finding. In STEP 4, participants who stopped semaglutide after an initial treatment phase regained a large part of the weight they had lost, while those who continued kept losing. Obesity behaves like a chronic condition, so a well-run program is a long-term relationship. That is where the revenue stability comes from.

It also connects naturally to the rest of your menu. Patients who lose significant weight often ask about skin laxity, facial volume and body contouring. Offered at the right time, and never as a condition of the weight loss care, those services are a genuine continuation of the patient's goals.

## Know the regulatory ground before you price anything

Start with what is approved. Semaglutide is FDA-approved for chronic weight management as Wegovy and tirzepatide as Zepbound; Ozempic and Mounjaro, the same molecules, are approved for type 2 diabetes, and prescribing them for weight loss is off-label. Liraglutide (Saxenda) is an older, daily option.

The compounding picture is where many programs were built and where the rules moved:

- **During the shortages** (from 2022 into late 2024 for tirzepatide and early 2025 for semaglutide), both drugs were on FDA's drug shortage list, which allowed 503A pharmacies and 503B outsourcing facilities to compound copies.
- **Tirzepatide** was removed from the shortage list in October 2024, a decision FDA reaffirmed in December 2024. FDA said it would not act against 503A pharmacies for copies made until February 18, 2025, and 503B facilities until March 19, 2025.
- **Semaglutide**: FDA announced on February 21, 2025 that the shortage was resolved, with grace periods ending April 22, 2025 for 503A pharmacies and May 22, 2025 for 503B facilities.

Since then, pharmacies generally may not compound what are essentially copies of a commercially available, approved drug. A 503A pharmacy can still compound for an individual patient when the prescriber determines that a change, such as a different dose form or the removal of an ingredient the patient cannot tolerate, makes a clinically significant difference for that patient, and documents it. Treat that as a clinical decision for each patient, never as a marketing workaround.

Three rules keep your program on safe ground:

- **Never describe a compounded drug as FDA-approved, generic or the same as a brand.** Compounded medications are not FDA-approved, and claims suggesting otherwise are misleading.
- **Do not buy "research use only" products.** FDA has warned about semaglutide and similar peptides sold online that are labeled not for human use.
- **Watch the salt forms.** FDA has cautioned that salt forms such as semaglutide sodium and semaglutide acetate are not the active ingredient in the approved products.

For the wider picture, read our guide to [telehealth compliance](/blog/telehealth-compliance-regulations) and how to evaluate [compounding pharmacy partnerships](/blog/compounding-pharmacy-partnerships).

## Design the clinical pathway first

Patients stay in programs that feel medical, personal and safe. Your medical director should sign off a written protocol covering at least:

- **Eligibility.** Wegovy and Zepbound are labeled for adults with a BMI of 30 or more, or 27 or more with at least one weight-related condition such as hypertension, type 2 diabetes or dyslipidemia.
- **Screening.** Both drugs carry a boxed warning about thyroid C-cell tumors and are contraindicated with a personal or family history of medullary thyroid carcinoma or multiple endocrine neoplasia type 2. Screen for pancreatitis, gallbladder disease, pregnancy plans, use of insulin or sulfonylureas (hypoglycemia risk), and a history of eating disorders. Order baseline labs as your medical director specifies.
- **Titration.** Both labels escalate the dose in four-week steps. Slow titration is the single best tool against the nausea, vomiting, diarrhea and constipation that drive early drop-out.
- **Follow-up.** Set a check-in cadence, a side-effect escalation path and clear criteria for pausing or stopping treatment.
- **Lifestyle support.** Protein targets and resistance training help preserve lean mass, and they give patients a reason to keep engaging beyond the injection.

Many of these visits can happen by video where state law allows it, which makes GLP-1 care a natural first service line for a telehealth arm. Our [guide to launching a telehealth practice](/blog/how-to-launch-a-telehealth-practice) covers the licensing and platform decisions.

## Choose a pricing model patients understand

Confusing pricing is the fastest way to lose a weight loss patient. Three models work well:

1. **All-inclusive membership.** One monthly fee covers visits, messaging, coaching and medication. It is simple to sell, but because medication cost rises with the dose, price by dose tier or build the titration into the fee.
2. **Program fee plus medication.** The patient pays you for the medical management and buys the medication separately, through insurance, a retail pharmacy or a manufacturer's self-pay program (Lilly and Novo Nordisk have both introduced direct self-pay options for their branded products; check current prices). Your margin is lower per patient, but so is your exposure to drug cost changes.
3. **Phased packages.** A three-month starter package that covers titration, then a monthly maintenance plan.

Whichever you choose, know your contribution margin per patient per month. An illustrative example, not a benchmark: a $449 monthly membership with $150 of medication and shipping, $60 of clinician time and $15 in card fees leaves about $224 a month before marketing and overhead. If it costs $300 to acquire a patient, one who stays two months leaves about $150 after that cost; one who stays eight months leaves roughly $1,500. Retention, not price, decides whether the program pays.

## Sourcing: the line item that decides your margin

Medication is usually the largest variable cost, and the sourcing decision is also a patient-safety decision. Whether you prescribe branded products through retail pharmacies or use compounded preparations where they are clinically justified, hold every pharmacy to the same standard:

- Licensed in your state and in every state where it ships to patients.
- Accreditation or a clean recent inspection history, with third-party potency and sterility testing for injectables.
- Certificates of analysis, active ingredients from FDA-registered sources, and realistic beyond-use dates.
- Validated cold-chain shipping and a named contact for recalls and adverse events.

Our [pharmacy partner network](/pharmacy-partners) pre-vets licensed 503A and 503B pharmacies and negotiates pricing across the catalog; practices in the network typically report medication savings of ${medicationSavings.range}. See the [compounding partners](/pharmacy-partners/compounding) page for how the matching works.

## Retention is the real revenue stream

In our experience most drop-out happens in the first 90 days, for three predictable reasons: side effects, cost and the first plateau. Design for each:

- **Week one:** a check-in call or message after the first injection, with a simple side-effect guide.
- **Every titration step:** a reminder, a check on tolerability and a clear answer to "what happens next?".
- **Monthly:** progress reviews with measurements, not just the scale, and photos only with written consent.
- **Plateaus:** normalize them in advance and adjust nutrition and activity targets before the patient gives up.
- **Maintenance:** agree what happens at goal weight before the patient reaches it, so the next phase is a plan rather than a cancellation.

Most of this can be automated without feeling automated. Reminders, check-ins and refill prompts belong in your CRM, with a human stepping in when a patient reports a problem. Our [CRM and automation service](/services/crm-automation) builds those workflows for weight loss programs.

## Market the program without over-promising

Weight loss advertising is heavily scrutinized. Ad platforms restrict the promotion of prescription drugs (in the US, Google generally requires certification for it), and Meta limits weight loss ads to adults and bars ads that imply negative self-perception. Avoid guaranteed results, "lose 30 pounds in 30 days" headlines and before-and-after images without written consent, and make sure testimonials do not suggest atypical results are typical.

What works better is education and qualification: explain who the program is for, how screening works and what a realistic journey looks like, then let a short questionnaire filter out people who are not candidates before they reach a clinician. Our [lead generation system](/services/lead-system) is built around that kind of qualifying funnel, and our playbook on [digital marketing for aesthetic practices](/blog/digital-marketing-aesthetic-practices) covers the channels in detail.

## A launch checklist

1. Medical director signs the written protocol: eligibility, screening, labs, titration and escalation.
2. Counsel confirms your prescribing and sourcing model against current FDA guidance and your state rules.
3. Pharmacy partners are vetted and documented, with a backup for supply interruptions.
4. Pricing is set by dose tier, with contribution margin calculated per patient.
5. Consent forms, side-effect guides and a maintenance plan are written in plain language.
6. CRM workflows cover onboarding, titration reminders, check-ins and refills.
7. Marketing claims are reviewed before launch and every time creative changes.

If you plan to offer the program virtually across several states, the [${telehealthProgram.name} program](/telehealth-empire) covers licensing, platform and workflows in ${telehealthProgram.launchWindowInWords}.`,
  cta: {
    heading: 'Protect your GLP-1 margins with vetted pharmacy partners',
    description: `Our network of more than ${businessCounts.partnerPharmacies} licensed 503A and 503B pharmacies helps weight loss practices lower medication costs while keeping quality documentation on file. Compare your current pricing in a free 30-minute call, with no sales pressure.`,
    label: 'Explore the Pharmacy Network',
    to: '/pharmacy-partners',
  },
} satisfies Article
