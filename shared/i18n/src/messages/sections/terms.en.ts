import type { Messages } from '../index';

export const termsEn: Messages['terms'] = {
  contentsLabel: 'Contents',
  title: 'Terms and conditions',
  updated: 'Effective from 1 January 2026',
  intro:
    'These terms and conditions govern the provision of the BizAuto software service to businesses and legal entities. Please read them carefully before ordering the service.',
  sections: [
    {
      heading: '1. Introductory provisions',
      paragraphs: [
        [
          'The service is provided by {company}',
          ', with its registered office at {registeredAddress}',
          ', Company ID (IČO): {companyId}',
          ', VAT ID (DIČ): {vatId}',
          ', entered in the Czech Commercial Register under file no. {courtRegistration}',
          ' (the “Provider”).',
        ],
        'These terms apply to contracts concluded with businesses and legal entities (the “Customer”) in the course of their business activities. The service is not intended for consumers.',
      ],
    },
    {
      heading: '2. Definitions',
      paragraphs: [
        'The Service means the BizAuto web application, including the Invoicing, HR, CRM and AI assistant modules, provided on a subscription basis (software as a service).',
        'A User is a person to whom the Customer has granted access to the Service. A Plan is the chosen scope of the Service with limits on the number of documents and users according to the current price list.',
        'Customer Data means all data, documents and files that the Customer or its Users enter into the Service.',
      ],
    },
    {
      heading: '3. Conclusion of the contract',
      paragraphs: [
        'The contract is concluded by accepting the Provider’s offer, by signing a contract or by confirming an order. These terms, the price list and the data processing agreement form an integral part of it.',
        'The provisions of an individual contract take precedence over these terms.',
      ],
    },
    {
      heading: '4. Prices and payment terms',
      paragraphs: [
        'Prices follow the current price list and exclude VAT, which will be added at the statutory rate. The price of the Enterprise plan is agreed individually.',
        'The subscription is paid monthly or yearly in advance on the basis of an invoice due within 14 days. With yearly payment, the Customer pays the price of ten months and thus saves 2 months.',
        'If the Customer exceeds the limits of its Plan, the Provider will notify it and offer an upgrade to a higher Plan. In the event of late payment, the Provider may restrict access to the Service after prior notice.',
      ],
    },
    {
      heading: '5. Implementation and cooperation',
      paragraphs: [
        'Implementation usually takes 2–4 weeks. The exact scope and schedule are agreed in the offer.',
        'The Customer shall provide the cooperation necessary for implementation, in particular access to integrated systems, sample data and a contact person.',
      ],
    },
    {
      heading: '6. Availability and support',
      paragraphs: [
        'The Provider will make all reasonable efforts to keep the Service available without interruption. A guaranteed monthly availability of 99% or 99.9% (SLA) applies only where agreed in the contract.',
        'The Provider announces planned maintenance in advance and carries it out preferably outside working hours.',
        'Support is available on working days from 9:00 to 17:00 by e-mail and, depending on the chosen Plan, as priority support or through a dedicated consultant.',
      ],
    },
    {
      heading: '7. Rights and obligations of the Customer',
      paragraphs: [
        'The Customer is responsible for protecting its Users’ access credentials against misuse and for the content of the data it enters into the Service.',
        'The Customer must not use the Service in breach of the law, compromise its security or make the Service available to third parties beyond the scope of the contract.',
      ],
    },
    {
      heading: '8. Customer Data',
      paragraphs: [
        'Customer Data remains the property of the Customer. The Provider processes it solely for the purpose of providing the Service and in accordance with the data processing agreement.',
        'After the contract ends, the Provider will allow the Customer to export its data in a machine-readable format within 30 days and will then securely delete it, unless the law requires otherwise.',
      ],
    },
    {
      heading: '9. Licence and intellectual property',
      paragraphs: [
        'For the term of the contract, the Provider grants the Customer a non-exclusive, non-transferable right to use the Service within the scope of the chosen Plan.',
        'All rights to the BizAuto software, documentation and trademarks belong to the Provider.',
      ],
    },
    {
      heading: '10. Liability',
      paragraphs: [
        'The Provider is not liable for lost profits or indirect damage. The Provider’s total liability is limited to the amount the Customer paid for the Service in the preceding 12 months.',
        'This limitation of liability does not apply to damage caused intentionally or through gross negligence.',
      ],
    },
    {
      heading: '11. Term and termination',
      paragraphs: [
        'The contract is concluded for an indefinite period. A monthly subscription may be terminated with one month’s notice, a yearly subscription as of the end of the paid period.',
        'Either party may terminate the contract with immediate effect if the other party materially breaches its obligations and fails to remedy the breach within a reasonable additional period.',
      ],
    },
    {
      heading: '12. Final provisions',
      paragraphs: [
        'The contract is governed by the laws of the Czech Republic, in particular Act No. 89/2012 Coll., the Civil Code. Disputes shall be decided by the general courts of the Czech Republic.',
        'The Provider may amend these terms and will notify the Customer of any change at least 30 days in advance. If the Customer does not agree with the change, it may terminate the contract as of the date the change takes effect.',
      ],
    },
  ],
};
