import type { FaqEntry } from '@contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { FaqForm } from './faq-form';

const translated: FaqEntry = {
  id: 'f1',
  question: 'What is it?',
  answer: 'A token for the community.',
  order: 1,
  translations: {
    es: { question: '¿Qué es?', answer: 'Un token para la comunidad.' },
    ja: { question: 'これは何ですか', answer: 'コミュニティのためのトークンです。' },
  },
};

function setup(props: Partial<Parameters<typeof FaqForm>[0]> = {}) {
  const onSave = vi.fn(async (_body: object) => {});
  render(<FaqForm onSave={onSave} onClose={vi.fn()} {...props} />);
  const form = screen.getByRole('dialog');
  const tab = (name: string) => within(form).getByRole('tab', { name: new RegExp(`^${name}`) });
  const open = (name: string) => fireEvent.click(tab(name));
  const field = (label: string) =>
    within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: /Add FAQ|Update FAQ/ }));
  return { form, tab, open, field, type, submit, onSave };
}

describe('FaqForm translations', () => {
  it('shows English first and selected, then the ten locales by name', () => {
    const { form, tab } = setup();
    const names = within(form)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(names).toEqual([
      'English',
      'Spanish',
      'Portuguese (Brazil)',
      'Chinese (Simplified)',
      'Russian',
      'Turkish',
      'Vietnamese',
      'Indonesian',
      'Korean',
      'Japanese',
      'Arabic',
    ]);
    expect(tab('English').getAttribute('aria-selected')).toBe('true');
    const panel = within(form).getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('English').id);
    expect(within(panel).getByLabelText(/^Question/)).toBe(document.activeElement);
  });

  it('moves between the tabs with the arrow keys, Home and End', () => {
    const { tab } = setup();
    fireEvent.keyDown(tab('English'), { key: 'ArrowRight' });
    expect(tab('Spanish').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Spanish'));
    fireEvent.keyDown(tab('Spanish'), { key: 'End' });
    expect(tab('Arabic').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Arabic'), { key: 'ArrowRight' });
    expect(tab('English').getAttribute('aria-selected')).toBe('true');
  });

  it('writes a translation in its language: lang on every field, right to left for Arabic', () => {
    const { open, field } = setup();
    open('Japanese');
    expect(field('Question (Japanese)').getAttribute('lang')).toBe('ja');
    expect(field('Question (Japanese)').getAttribute('dir')).toBeNull();
    open('Portuguese');
    expect(field('Answer (Portuguese (Brazil))').getAttribute('lang')).toBe('pt-BR');
    open('Arabic');
    for (const label of ['Question (Arabic)', 'Answer (Arabic)']) {
      expect(field(label).getAttribute('lang')).toBe('ar');
      expect(field(label).getAttribute('dir')).toBe('rtl');
    }
  });

  it('sends the Spanish translation written, and nothing for the locales left alone', async () => {
    const { open, type, tab, submit, onSave } = setup();
    type('Question', 'What is it?');
    type('Answer', 'A token for the community.');
    open('Spanish');
    type('Question (Spanish)', '¿Qué es?');
    type('Answer (Spanish)', 'Un token para la comunidad.');
    expect(tab('Spanish').textContent).toContain('translated');
    expect(tab('Japanese').textContent).toBe('Japanese');
    submit();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      question: 'What is it?',
      answer: 'A token for the community.',
      translations: { es: { question: '¿Qué es?', answer: 'Un token para la comunidad.' } },
    });
  });

  it('sends no translations at all when none was written', async () => {
    const { type, submit, onSave } = setup();
    type('Question', 'What is it?');
    type('Answer', 'A token for the community.');
    submit();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({ question: 'What is it?', answer: 'A token for the community.' });
  });

  it('shows an entry’s translations in their tabs and sends them back with the change', async () => {
    const { open, field, type, tab, submit, onSave } = setup({ entry: translated });
    expect(tab('Spanish').textContent).toContain('translated');
    expect(tab('Japanese').textContent).toContain('translated');
    expect(tab('Korean').textContent).toBe('Korean');
    open('Japanese');
    expect(field('Question (Japanese)').value).toBe('これは何ですか');
    expect(field('Answer (Japanese)').value).toBe('コミュニティのためのトークンです。');
    open('Spanish');
    type('Answer (Spanish)', 'Un token de la comunidad.');
    submit();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      question: 'What is it?',
      answer: 'A token for the community.',
      translations: {
        es: { question: '¿Qué es?', answer: 'Un token de la comunidad.' },
        ja: translated.translations?.ja,
      },
    });
  });

  it('sends the map without a tab that was emptied, and an empty map when every tab was', async () => {
    const { open, type, tab, submit, onSave } = setup({ entry: translated });
    open('Spanish');
    type('Question (Spanish)', '');
    type('Answer (Spanish)', '   ');
    expect(tab('Spanish').textContent).toBe('Spanish');
    submit();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ translations: { ja: translated.translations?.ja } }),
    );
    open('Japanese');
    type('Question (Japanese)', '');
    type('Answer (Japanese)', '');
    submit();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ translations: {} }));
  });

  it('marks the tab of a refused translation, opens it and shows the message there', () => {
    const { form, open, type, tab, field, submit, onSave } = setup();
    type('Question', 'What is it?');
    type('Answer', 'A token for the community.');
    open('Russian');
    type('Question (Russian)', 'Что это?');
    open('English');
    submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(tab('Russian').textContent).toContain('has an error');
    expect(tab('English').textContent).toBe('English');
    expect(tab('Russian').getAttribute('aria-selected')).toBe('true');
    expect(within(form).getByText('Russian: Answer must be at least 5 characters')).toBeTruthy();
    expect(field('Answer (Russian)').getAttribute('aria-invalid')).toBe('true');
    // Only the field at fault is: the question written is fine.
    expect(field('Question (Russian)').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a server error on a translated field on that field, in its tab', async () => {
    const message = 'Japanese: Question must be less than 200 characters';
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'Validation failed', [{ field: 'translations.ja.question', message }]);
    });
    const { form, tab, field, submit } = setup({ entry: translated, onSave });
    submit();
    await vi.waitFor(() => expect(tab('Japanese').getAttribute('aria-selected')).toBe('true'));
    expect(tab('Japanese').textContent).toContain('has an error');
    expect(field('Question (Japanese)').getAttribute('aria-invalid')).toBe('true');
    const error = within(form).getByText(message);
    expect(field('Question (Japanese)').getAttribute('aria-describedby')).toContain(error.id);
    // Placed on its field, the message is not repeated as the form's.
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.change(field('Question (Japanese)'), { target: { value: 'これは何ですか？' } });
    expect(within(form).queryByText(message)).toBeNull();
    expect(tab('Japanese').textContent).not.toContain('has an error');
  });
});
