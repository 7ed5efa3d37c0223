import { useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import { useMessages } from '../../components/locale/locale-context';
import { SectionHeading } from '../../components/section-heading';

// Arrow keys, Home and End move between the questions (the accordion pattern's optional keys), wrapping around.
function moveFocusBetweenQuestions(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('.faq__list');
  if (!list) return;
  const questions = [...list.querySelectorAll<HTMLButtonElement>('.faq__question')];
  const current = questions.indexOf(event.currentTarget);
  const targets: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: questions.length - 1 };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  questions[(target + questions.length) % questions.length]?.focus();
}

/** One answer open at a time; clicking the open question closes it again. */
export function FaqSection() {
  const { faq } = useMessages().home;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section className="page-section" aria-labelledby="faq-title">
      <div className="site-container faq">
        <SectionHeading id="faq-title" title={faq.title} subtitle={faq.subtitle} />
        <div className="faq__list">
          {faq.items.map((item, index) => {
            const open = index === openIndex;
            const questionId = `faq-question-${index}`;
            const answerId = `faq-answer-${index}`;
            return (
              <div key={item.question} className="faq__item" data-open={open || undefined}>
                <h3 className="faq__heading">
                  <button
                    type="button"
                    id={questionId}
                    className="faq__question"
                    aria-expanded={open}
                    aria-controls={answerId}
                    onClick={() => setOpenIndex(open ? null : index)}
                    onKeyDown={moveFocusBetweenQuestions}
                  >
                    <span className="faq__question-text">{item.question}</span>
                    <ChevronDownIcon size={16} strokeWidth={1.75} className="faq__chevron" />
                  </button>
                </h3>
                {/* Closed answers stay in the page so they can slide open; inert keeps them out of reach until then. */}
                <div id={answerId} role="region" aria-labelledby={questionId} className="faq__answer" inert={!open}>
                  <div className="faq__answer-clip">
                    <p className="faq__answer-text">{item.answer}</p>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
