import type { Messages } from '../index';

export const servicesEn: Messages['services'] = {
  title: 'Our services',
  subtitle: 'We do more than automate. We guide you all the way from process analysis to long-term support.',
  cardCta: 'Enquire about this service',
  items: [
    {
      title: 'Process analysis',
      description:
        'We map how you work with documents, data and approvals today and suggest what to automate first.',
      features: ['Workshop with your team', 'Map of current processes', 'Recommendations with estimated savings'],
    },
    {
      title: 'Implementation',
      description: 'We deploy and configure the modules to match your processes. A typical implementation takes 2–4 weeks.',
      features: ['Module and workflow configuration', 'Data migration from existing systems', 'Trial operation'],
    },
    {
      title: 'API integration',
      description: 'We connect BizAuto to your accounting software, banks, e-mail inboxes and the other systems you use.',
      features: ['Accounting software connection', 'Bank statements and payments', 'Custom integrations via API'],
    },
    {
      title: 'Team training',
      description: 'We teach your team to use the system to the full, online or on site at your company.',
      features: ['Training for users and administrators', 'Guides and videos', 'On-site training'],
    },
    {
      title: 'Support and SLA',
      description: 'Reliable operation with guaranteed 99% or 99.9% availability, fast response and regular updates.',
      features: ['Guaranteed availability', 'Priority handling of requests', 'Regular updates'],
    },
    {
      title: 'Consulting',
      description: 'We advise on digitalization, setting up approval processes and the further development of your automation.',
      features: ['Consultations with experts', 'Process reviews', 'Roadmap for further development'],
    },
  ],
  cta: {
    title: 'Not sure where to start?',
    subtitle: 'Book a free consultation. Together we will find the processes that are worth automating first.',
    button: 'Contact us',
  },
};
