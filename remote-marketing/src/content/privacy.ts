import type { LegalDocument } from './types'

export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: '2026-11-24',
  updatedLabel: 'Last updated',
  intro: [
    'Elevate Practice Partners ("we", "us") runs this website to market growth, automation and pharmacy-network services to medical spas, aesthetic and wellness practices, GLP-1 clinics and telehealth businesses. This policy explains what personal information the website collects, why, who helps us process it, how long we keep it and the choices you have.',
    'This website is for practice owners and managers. It is not a patient portal: please do not send us patient health information through the website, text messages or email.',
  ],
  sections: [
    {
      heading: 'Information you give us',
      paragraphs: ['When you request a free marketing audit, the form asks for:'],
      list: [
        'your first and last name, email address and phone number, so we can send your audit and arrange a call;',
        'your business name and, if you choose, your website, so we can review your online presence and local market;',
        'your monthly marketing budget range and, if you choose, a description of your current marketing and goals, so the audit recommendations fit your situation;',
        'your answers to the five-question marketing maturity quiz and the resulting score, so we know where to focus.',
      ],
    },
    {
      paragraphs: [
        'If you book a call through our embedded calendar, complete the client onboarding form, or call, text or email us, we receive the details you provide there (typically your name, contact details, practice information and preferred times).',
      ],
      heading: 'Calendars, onboarding and direct contact',
    },
    {
      heading: 'Information collected automatically',
      paragraphs: [
        'To understand which pages help practice owners and to keep the site reliable, our own analytics records page views (the page address, the referring page and your browser’s user-agent string), how far down a page you scroll (in 25% steps), time spent on a page when it exceeds 30 seconds, which call-to-action buttons are clicked, page-speed measurements (web vitals) and technical errors. Analytics holds no contact data: not your name, email address, phone number or business name. When you request an audit, analytics notes only that a request was made, with your quiz score and our reference numbers for it. We do not use these events to identify you personally and we do not sell them.',
        'With an audit request we also keep where it came from: the address of the page you sent it from, the page that referred you to our website and any campaign tags in the link you followed (such as utm_source), so we know which of our marketing works. They are stored with your request.',
        'When you submit a form we also record your IP address and browser user-agent for security: to limit repeated submissions (currently five audit requests per hour) and to investigate abuse.',
      ],
    },
    {
      heading: 'Global Privacy Control and Do Not Track',
      paragraphs: [
        'If your browser sends a Global Privacy Control (GPC) signal or a Do Not Track (DNT) setting, our website turns analytics off: no page-view, scroll, timing or click events are recorded for your visit. We treat a GPC signal as a request to opt out of any sale or sharing of personal information. Forms you choose to submit still work and are handled as described above.',
      ],
    },
    {
      heading: 'How we use information',
      list: [
        'to prepare and deliver the marketing audit and strategy calls you request;',
        'to reply to your questions and follow up about our services by phone, text or email (you can opt out at any time; reply STOP to any text);',
        'to deliver services to clients who sign an agreement with us;',
        'to measure and improve the website and our marketing;',
        'to protect the website against spam, fraud and abuse, and to meet legal obligations.',
      ],
    },
    {
      heading: 'Who processes information for us',
      paragraphs: [
        'We share personal information only with service providers that process it on our behalf under contract, and only as needed for the purposes above:',
      ],
      list: [
        'our database and hosting provider (Supabase), which stores form submissions, security logs and analytics events;',
        'our CRM and marketing-automation provider (LeadConnector / HighLevel), which receives audit requests from our server once they are stored (your browser does not send them there), so our team can follow up, and which hosts our booking calendars and onboarding form;',
        'Google Analytics, only when it is enabled on this website and your browser has not sent a GPC or DNT signal.',
      ],
    },
    {
      paragraphs: [
        'We do not sell personal information and we do not share it for cross-context behavioral advertising. We may disclose information if required by law or to protect our rights, or to a successor if our business is sold or merged, subject to this policy.',
      ],
      heading: 'Sale and disclosure',
    },
    {
      heading: 'How long we keep information',
      list: [
        'audit requests and related contact records: up to 24 months after our last contact with you, unless you become a client;',
        'client records: for the length of our agreement and up to 7 years afterwards for tax and legal purposes;',
        'IP addresses and submission logs used for rate limiting and security: up to 90 days;',
        'analytics events: up to 14 months, then deleted or aggregated so they no longer relate to a visit.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        'Depending on where you live, including California under the CCPA as amended by the CPRA, you may ask us to tell you what personal information we hold about you and how we use it, to give you a copy, to correct it, to delete it, and to opt out of any sale or sharing. You may use an authorized agent. We will verify your request by matching the details you give us with what we hold, answer within 45 days, and never treat you differently for exercising these rights.',
        'You can unsubscribe from emails with the link in each message and stop texts by replying STOP.',
      ],
    },
    {
      heading: 'Security and children',
      paragraphs: [
        'We use encrypted connections, access controls and reputable providers to protect information, but no online service can be guaranteed completely secure. This website is intended for business owners and is not directed at children under 16; we do not knowingly collect their information.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will update the date at the top of this page when we change this policy, and we will tell clients about material changes by email. This policy describes our practices; it is not legal advice.',
      ],
    },
  ],
  contact: {
    heading: 'Contact us about privacy',
    description: 'To make a privacy request or ask a question, contact us using any of the details below. Please mention "Privacy request" so it reaches the right person.',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    mailLabel: 'Mail',
  },
} satisfies LegalDocument
