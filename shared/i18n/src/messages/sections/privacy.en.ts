import type { Messages } from '../index';

export const privacyEn: Messages['privacy'] = {
  contentsLabel: 'Contents',
  title: 'Privacy policy',
  updated: 'Effective from 1 January 2026',
  intro:
    'Protecting your personal data matters to us. This policy explains what data we process about you, why and for how long, to whom we may disclose it and what rights you have under Regulation (EU) 2016/679 of the European Parliament and of the Council (GDPR).',
  sections: [
    {
      heading: '1. Data controller',
      paragraphs: [
        [
          'The controller of your personal data is {company}',
          ', with its registered office at {registeredAddress}',
          ', Company ID (IČO): {companyId}',
          ', VAT ID (DIČ): {vatId}',
          ', entered in the Czech Commercial Register under file no. {courtRegistration}',
          ' (“we”).',
        ],
        ['For any matters concerning personal data protection, you can contact us', ' by e-mail at {privacyEmail} or', ' in writing at our registered office.'],
      ],
    },
    {
      heading: '2. What data we process',
      paragraphs: [
        'Contact details you provide to us through the contact form or by e-mail: your full name, e-mail address, phone number, company name and the content of your message.',
        'Your e-mail address if you subscribe to our newsletter.',
        'Data about customers and their users needed to provide the service: name, work e-mail, role in the application, billing details and sign-in records.',
        'Technical data about your visit to the website: IP address, browser type, time of access and data stored in cookies and browser storage.',
        'Visit counting without cookies: for each page view we record the page, its language and path (without parameters), the domain of the site you came from (not the full link), the campaign details in the link (utm_source, utm_medium, utm_campaign) and the device type from the window width (phone, tablet, computer). We recognise a visitor only within one day, by a one-way hash of the shortened IP address and the browser family made with a random key that changes every day and is deleted when the day is over. We store neither the IP address nor the full browser identifier, use no cookies or browser storage, and visits on different days cannot be linked. If your browser sends a Global Privacy Control or Do Not Track signal, we count nothing.',
        'Where an enquiry came from: with an enquiry or a newsletter sign-up we store the first page of your visit, the domain of the site you came from and the campaign details in the link. They are part of the enquiry and are deleted with it.',
        'Site search: when you search, we store the text of your search, its language and the number of results for 90 days so that we know what content is missing. We store no IP address, no cookie and nothing that identifies you; to prevent flooding, we keep a one-way hash of your connection, made with a secret key, for at most one hour.',
      ],
    },
    {
      heading: '3. Purposes and legal bases of processing',
      paragraphs: [
        'Handling your enquiry and preparing a quote or product demo – steps prior to entering into a contract and our legitimate interest in answering your question (Art. 6(1)(b) and (f) GDPR).',
        'Concluding and performing the service contract, including customer support and invoicing (Art. 6(1)(b) GDPR).',
        'Compliance with legal obligations, in particular in accounting and tax matters (Art. 6(1)(c) GDPR).',
        'Sending the newsletter based on your consent, which you may withdraw at any time (Art. 6(1)(a) GDPR).',
        'Counting visits without cookies and learning which pages and campaigns bring enquiries – our legitimate interest in improving the website (Art. 6(1)(f) GDPR).',
        'Ensuring the security of the website and the service and protecting our legal claims (Art. 6(1)(f) GDPR).',
      ],
    },
    {
      heading: '4. Data that customers upload to the service',
      paragraphs: [
        'We process documents, employee data, business contacts and other data that customers enter into the BizAuto service as a processor, on the instructions of the customer, who is the controller of that data.',
        'The terms of this processing are set out in the data processing agreement under Art. 28 GDPR, which forms part of the service contract.',
      ],
    },
    {
      heading: '5. Retention period',
      paragraphs: [
        'We keep data from enquiries for no longer than 2 years after our last contact, unless a contract is concluded.',
        'We keep contract-related data for the term of the contract and then for as long as necessary to protect our legal claims; accounting and tax documents for the period required by law, usually 10 years.',
        'We keep your newsletter e-mail address until you withdraw your consent or unsubscribe.',
      ],
    },
    {
      heading: '6. Recipients and data transfers',
      paragraphs: [
        'We do not sell personal data. We may disclose it only to vetted processors that provide hosting, e-mail delivery, accounting and legal services for us, under a data processing agreement.',
        'We store data in data centres in the European Union. Data is transferred outside the EU only where adequate protection is ensured, for example through the European Commission’s standard contractual clauses.',
      ],
    },
    {
      heading: '7. Cookies and browser storage',
      paragraphs: [
        'We use only strictly necessary cookies: the “locale” cookie remembers your chosen website language for 365 days. Sign-in to the administration is kept in browser storage, and access during maintenance only until the end of the browser session.',
        'We use neither advertising nor analytics cookies. We count visits without cookies and without browser storage (see section 2); we would only deploy other analytics tools with your prior consent.',
      ],
    },
    {
      heading: '8. Security',
      paragraphs: [
        'We protect data through encryption in transit and at rest, access control, an audit trail and regular backups. Only authorized employees bound by confidentiality have access to personal data.',
      ],
    },
    {
      heading: '9. Your rights',
      paragraphs: [
        'You have the right to access your personal data, to have it rectified or erased, to restrict processing, to data portability and to object to processing based on legitimate interest. You may withdraw your consent at any time.',
        [
          'You can exercise your rights',
          ' by e-mail at {privacyEmail} or',
          ' in writing at our registered office. We will respond without undue delay and within one month at the latest.',
        ],
        'You also have the right to lodge a complaint with the Czech Office for Personal Data Protection (Úřad pro ochranu osobních údajů), Pplk. Sochora 27, 170 00 Prague 7, www.uoou.cz.',
      ],
    },
    {
      heading: '10. Changes to this policy',
      paragraphs: [
        'We may update this policy, for example when legislation or our services change. You will always find the current version on this page.',
      ],
    },
  ],
};
