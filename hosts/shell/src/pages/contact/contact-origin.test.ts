import { contactHref } from '../../components/contact-link';
import { getMessages } from '@app/i18n';
import { contactHeading, readContactOrigin } from './contact-origin';

describe('contactHref', () => {
  it('carries the intent in every language with the same parameter names', () => {
    expect(contactHref('cs', 'quote')).toBe('/kontakt?zajem=quote#nabidka');
    expect(contactHref('en', 'consultation')).toBe('/en/contact?zajem=consultation#nabidka');
    expect(contactHref('de', 'question')).toBe('/de/kontakt?zajem=question#nabidka');
  });

  it('lands demo links on the #demo section', () => {
    expect(contactHref('cs', 'demo')).toBe('/kontakt?zajem=demo#demo');
    expect(contactHref('de', 'demo')).toBe('/de/kontakt?zajem=demo#demo');
  });

  it('names the plan only for the plan intent, encoded', () => {
    expect(contactHref('cs', 'plan', { plan: 'Business' })).toBe('/kontakt?zajem=plan&tarif=Business#nabidka');
    expect(contactHref('en', 'plan', { plan: ' Start & Go ' })).toBe('/en/contact?zajem=plan&tarif=Start+%26+Go#nabidka');
    expect(contactHref('cs', 'quote', { plan: 'Business' })).toBe('/kontakt?zajem=quote#nabidka');
    expect(contactHref('cs', 'plan')).toBe('/kontakt?zajem=plan#nabidka');
  });

  it('names the module or the service of the button in every language', () => {
    expect(contactHref('cs', 'quote', { module: 'crm' })).toBe('/kontakt?zajem=quote&modul=crm#nabidka');
    expect(contactHref('de', 'quote', { module: 'crm' })).toBe('/de/kontakt?zajem=quote&modul=crm#nabidka');
    expect(contactHref('en', 'quote', { service: 'api-integration' })).toBe('/en/contact?zajem=quote&sluzba=api-integration#nabidka');
  });
});

describe('readContactOrigin', () => {
  it('reads back what contactHref wrote', () => {
    const searchOf = (href: string) => new URL(href, 'http://site.test').search;
    expect(readContactOrigin(searchOf(contactHref('cs', 'plan', { plan: 'Start & Go' })))).toEqual({ intent: 'plan', planName: 'Start & Go' });
    expect(readContactOrigin(searchOf(contactHref('de', 'demo')))).toEqual({ intent: 'demo', planName: null });
    expect(readContactOrigin(searchOf(contactHref('en', 'question')))).toEqual({ intent: 'question', planName: null });
  });

  it('ignores an unknown or missing intent, and a plan without the plan intent', () => {
    expect(readContactOrigin('')).toEqual({ intent: null, planName: null });
    expect(readContactOrigin('?zajem=spam&tarif=Business')).toEqual({ intent: null, planName: null });
    expect(readContactOrigin('?tarif=Business')).toEqual({ intent: null, planName: null });
    expect(readContactOrigin('?zajem=demo&tarif=Business')).toEqual({ intent: 'demo', planName: null });
    expect(readContactOrigin('?zajem=plan&tarif=%20%20')).toEqual({ intent: 'plan', planName: null });
  });

  it('reads the module and the service back, and leaves out what no button writes', () => {
    const searchOf = (href: string) => new URL(href, 'http://site.test').search;
    expect(readContactOrigin(searchOf(contactHref('de', 'quote', { module: 'invoicing' })))).toEqual({ intent: 'quote', planName: null, module: 'invoicing' });
    expect(readContactOrigin(searchOf(contactHref('en', 'quote', { service: 'training' })))).toEqual({ intent: 'quote', planName: null, service: 'training' });
    expect(readContactOrigin('?zajem=quote&modul=6C1F0E0E-0000-4000-8000-000000000001').module).toBe('6c1f0e0e-0000-4000-8000-000000000001');
    expect(readContactOrigin('?zajem=quote&modul=%3Cb%3Ebuy%3C%2Fb%3E&sluzba=free-money')).toEqual({ intent: 'quote', planName: null });
  });

  it('shortens a very long plan name', () => {
    expect(readContactOrigin(`?zajem=plan&tarif=${'x'.repeat(500)}`).planName).toHaveLength(100);
  });
});

describe('contactHeading', () => {
  it('asks a question back for a question, in the page language; a demo or no intent keeps the demo heading', () => {
    expect(contactHeading('question', getMessages('cs').contact).title).toBe('Zeptejte se nás');
    expect(contactHeading('question', getMessages('de').contact).title).toBe('Stellen Sie uns Ihre Frage');
    expect(contactHeading('quote', getMessages('en').contact).title).toBe('Get a quote tailored to you');
    expect(contactHeading('demo', getMessages('en').contact).title).toBe('Book a short online demo');
    expect(contactHeading(null, getMessages('cs').contact)).toEqual({ title: getMessages('cs').contact.title, subtitle: getMessages('cs').contact.subtitle });
  });
});
