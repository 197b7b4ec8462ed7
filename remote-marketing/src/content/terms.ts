import type { LegalDocument } from './types'

export const termsAndConditions = {
  title: 'Terms and Conditions',
  updated: '2026-11-21',
  updatedLabel: 'Last updated',
  intro: [
    'These terms apply to your use of the Elevate Practice Partners website. By using the website you agree to them. Services we provide to clients are governed by a separate written agreement, which takes precedence over these terms where the two differ.',
  ],
  sections: [
    {
      heading: 'Who this website is for',
      paragraphs: [
        'The website provides information about marketing, automation, telehealth-launch and pharmacy-network services for owners and managers of medical spas, aesthetic and wellness practices, GLP-1 clinics and telehealth businesses. It is not intended for patients.',
      ],
    },
    {
      heading: 'No medical, legal or financial advice',
      paragraphs: [
        'Nothing on this website is medical advice, and nothing here is a recommendation of any treatment or medication for any person. Clinical decisions, prescribing and patient care remain the sole responsibility of your licensed providers. Articles and pages about regulations, compliance or business results are general information, not legal, tax or financial advice; consult qualified professionals about your own situation.',
      ],
    },
    {
      heading: 'Marketing claims are typical results, not guarantees',
      paragraphs: [
        'Figures on this website, such as average ROI increases, patient volumes, lead quality, medication savings, timelines and rankings, describe typical or average results achieved by some clients. Your results depend on your market, pricing, offer, budget, staff follow-up and other factors outside our control. Unless a written client agreement says otherwise, we do not guarantee any particular number of leads, patients, rankings, revenue or savings. Any guarantee we do offer applies only on the terms stated in that agreement.',
      ],
    },
    {
      heading: 'Pharmacy partners',
      paragraphs: [
        'Pharmacies in our network are independent, licensed pharmacies (including 503A compounding pharmacies and 503B outsourcing facilities). They are not owned or operated by us. Each pharmacy is solely responsible for compounding, dispensing, quality, licensing and regulatory compliance, and for its own prices and terms. Prices and savings shown on this website are indicative "starting at" figures; the pharmacy confirms actual pricing and availability. Practices are responsible for confirming that any medication they order is appropriate and lawful for their patients and their state.',
      ],
    },
    {
      heading: 'Booking calendars and third-party services',
      paragraphs: [
        'Booking calendars, the onboarding form and some other features are provided by third parties and are subject to their own terms and privacy policies. We are not responsible for their availability. If a calendar does not load, you can call or text us instead.',
      ],
    },
    {
      heading: 'Acceptable use',
      list: [
        'Do not submit false information, other people’s details without permission, or patient health information through the website.',
        'Do not attempt to disrupt the website, bypass its rate limits or security, or collect data from it with automated tools.',
        'Do not copy or republish our content, designs or materials except as allowed by law.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The website and its content, including text, graphics and logos, belong to Elevate Practice Partners or its licensors. You may view and print pages for your own business evaluation.',
      ],
    },
    {
      heading: 'Text messages and calls',
      paragraphs: [
        'If you text or call us, or give us your number in a form, you agree that we may contact you about your inquiry, including by automated text messages. Message and data rates may apply. Reply STOP to opt out at any time.',
      ],
    },
    {
      heading: 'Disclaimer and limitation of liability',
      paragraphs: [
        'The website is provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, and we are not liable for indirect, incidental or consequential losses arising from use of the website. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the laws of the State of Texas, without regard to conflict-of-law rules. We may update these terms by posting a new version with a new date at the top of this page. These terms are written in plain language to explain how the website may be used; they are not legal advice to you.',
      ],
    },
  ],
  contact: {
    heading: 'Questions about these terms',
    description: 'Contact us using any of the details below.',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    mailLabel: 'Mail',
  },
} satisfies LegalDocument
