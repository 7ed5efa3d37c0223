import { QuoteIcon } from '../../components/icons';
import { useMessages } from '../../components/locale/locale-context';
import { SectionHeading } from '../../components/section-heading';

export function TestimonialsSection() {
  const { testimonials } = useMessages().home;
  return (
    <section className="page-section page-section--soft" aria-labelledby="testimonials-title">
      <div className="site-container">
        <SectionHeading id="testimonials-title" title={testimonials.title} subtitle={testimonials.subtitle} />
        <ul className="feature-grid feature-grid--3">
          {testimonials.items.map((testimonial) => (
            <li key={testimonial.author} className="feature-card testimonial">
              <figure>
                <QuoteIcon size={28} className="testimonial__mark" />
                <blockquote className="testimonial__quote">{testimonial.quote}</blockquote>
                <figcaption className="testimonial__author">
                  <strong>{testimonial.author}</strong>
                  <span>
                    {testimonial.role}, {testimonial.company}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
