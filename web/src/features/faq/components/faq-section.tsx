import type { FaqEntry, Localized } from '@contract';
import { InEnglish } from '../../../components/ui/in-english';
import { Section } from '../../../components/ui/section';
import { fieldLang } from '../../../lib/i18n/english-fallback';
import { t } from '../../../lib/i18n/i18n';
import { useLiveList } from '../../../lib/use-live-list';

/** behaviour §3: each line of an answer is its own paragraph. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Frequently asked questions from the API, as native disclosure widgets. */
export function FaqSection() {
  const { status, items } = useLiveList<Localized<FaqEntry>>('faq');
  const entries = [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <Section id="faq" title={t('faq.title')} lead={t('faq.lead')}>
      {entries.length > 0 ? (
        <div className="faq-list">
          {entries.map((entry) => (
            <details key={entry.id} className="faq-item" dir="auto">
              <summary>
                <span lang={fieldLang(entry, 'question')}>{entry.question}</span>
                {/* On the summary, so a closed entry already tells its answer is in English. */}
                <InEnglish entry={entry} fields={['question', 'answer']} />
              </summary>
              <div className="faq-answer" lang={fieldLang(entry, 'answer')}>
                {answerParagraphs(entry.answer).map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own.
                  <p key={i}>{line}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      ) : (
        <p className="muted">{status === 'loading' ? t('faq.loading') : t('faq.empty')}</p>
      )}
    </Section>
  );
}
