import type { RoadmapItem } from '@contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RoadmapForm } from './roadmap-form';

const item: RoadmapItem = { id: 'r1', title: 'Website launch', status: 'planned', order: 1 };

function setup(props: Partial<Parameters<typeof RoadmapForm>[0]> = {}) {
  const onSave = vi.fn(async () => {});
  render(<RoadmapForm tab="completed" onSave={onSave} onClose={vi.fn()} {...props} />);
  const form = screen.getByRole('dialog');
  const field = (label: string) => within(form).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  const submit = () =>
    within(form).getByRole('button', { name: /Create Item|Update Item|Saving/ }) as HTMLButtonElement;
  return { form, field, submit, onSave };
}

describe('RoadmapForm', () => {
  it('counts characters of the title (140) and the description (280)', () => {
    const { form, field } = setup();
    expect(within(form).getByText('0/140')).toBeTruthy();
    expect(within(form).getByText('0/280')).toBeTruthy();
    fireEvent.change(field('Title'), { target: { value: 'Hello' } });
    fireEvent.change(field('Description'), { target: { value: 'x'.repeat(12) } });
    expect(within(form).getByText('5/140')).toBeTruthy();
    expect(within(form).getByText('12/280')).toBeTruthy();
    // The counter is part of the field's description for screen readers.
    const counterId = within(form).getByText('5/140').id;
    expect(field('Title').getAttribute('aria-describedby')).toContain(counterId);
  });

  it('disables submit while the title is under 3 characters', () => {
    const { field, submit } = setup();
    expect(submit().disabled).toBe(true);
    fireEvent.change(field('Title'), { target: { value: 'ab' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(field('Title'), { target: { value: '  ab  ' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(field('Title'), { target: { value: 'abc' } });
    expect(submit().disabled).toBe(false);
  });

  it('says "Title must be at least 3 characters" once the title is left too short', () => {
    const { form, field } = setup();
    fireEvent.change(field('Title'), { target: { value: 'ab' } });
    expect(within(form).queryByText('Title must be at least 3 characters')).toBeNull();
    fireEvent.blur(field('Title'));
    expect(within(form).getByText('Title must be at least 3 characters')).toBeTruthy();
  });

  it('refuses a title over 140 and a description over 280 with behaviour §5 messages', () => {
    const { form, field, submit, onSave } = setup();
    fireEvent.change(field('Title'), { target: { value: 't'.repeat(141) } });
    fireEvent.change(field('Description'), { target: { value: 'd'.repeat(281) } });
    expect(within(form).getByText('141/140').className).toContain('over');
    fireEvent.click(submit());
    expect(within(form).getByText('Title must be less than 140 characters')).toBeTruthy();
    expect(within(form).getByText('Description must be less than 280 characters')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('accepts exactly 140 and 280 characters', async () => {
    const { field, submit, onSave } = setup();
    fireEvent.change(field('Title'), { target: { value: 't'.repeat(140) } });
    fireEvent.change(field('Description'), { target: { value: 'd'.repeat(280) } });
    fireEvent.click(submit());
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  });

  it('disables submit and reads "Saving..." while saving', async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { field, submit } = setup({ onSave });
    fireEvent.change(field('Title'), { target: { value: 'A title' } });
    fireEvent.click(submit());
    await vi.waitFor(() => expect(submit().textContent).toBe('Saving...'));
    expect(submit().disabled).toBe(true);
    finish();
    await vi.waitFor(() => expect(submit().textContent).toBe('Create Item'));
  });

  it.each([
    ['in_progress', 'In Progress', 'in_progress'],
    ['planned', 'Planned', 'planned'],
  ] as const)('on the %s tab the status is shown fixed and sent as %s', async (tab, label, sent) => {
    const { form, field, submit, onSave } = setup({ tab });
    const status = within(form).getByLabelText('Status') as HTMLSelectElement;
    expect(status.disabled).toBe(true);
    expect(status.value).toBe(sent);
    expect(within(form).getByText(`Items added on the ${label} tab are ${label}.`)).toBeTruthy();
    fireEvent.change(field('Title'), { target: { value: 'New item' } });
    fireEvent.click(submit());
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ title: 'New item', description: '', timeline: '', status: sent }),
    );
  });

  it('on the Completed tab uses the selector, planned by default', async () => {
    const { form, field, submit, onSave } = setup({ tab: 'completed' });
    const status = within(form).getByLabelText('Status') as HTMLSelectElement;
    expect(status.disabled).toBe(false);
    expect(status.value).toBe('planned');
    fireEvent.change(field('Title'), { target: { value: 'Default status' } });
    fireEvent.click(submit());
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'planned' })),
    );
    fireEvent.change(status, { target: { value: 'completed' } });
    fireEvent.click(submit());
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'completed' })),
    );
  });

  it('lets an edit change the status to any other', async () => {
    const { form, submit, onSave } = setup({ item, tab: 'planned' });
    const status = within(form).getByLabelText('Status') as HTMLSelectElement;
    expect(status.disabled).toBe(false);
    expect(status.value).toBe('planned');
    fireEvent.change(status, { target: { value: 'in_progress' } });
    fireEvent.click(submit());
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        title: 'Website launch',
        description: '',
        timeline: '',
        status: 'in_progress',
      }),
    );
  });

  it('translates title, description and timeline with the English limits', async () => {
    const { form, field, submit, onSave } = setup({ tab: 'planned' });
    fireEvent.change(field('Title'), { target: { value: 'DEX listing' } });
    fireEvent.click(within(form).getByRole('tab', { name: /^Turkish/ }));
    expect(within(form).getByText('0/140')).toBeTruthy();
    expect(within(form).getByText('0/280')).toBeTruthy();
    fireEvent.change(field('Title \\(Turkish\\)'), { target: { value: 'DEX listelemesi' } });
    fireEvent.change(field('Description \\(Turkish\\)'), { target: { value: 'd'.repeat(281) } });
    fireEvent.click(submit());
    expect(within(form).getByText('Turkish: Description must be less than 280 characters')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(field('Description \\(Turkish\\)'), { target: { value: '' } });
    fireEvent.change(field('Timeline \\(Turkish\\)'), { target: { value: '2026 3. çeyrek' } });
    fireEvent.click(submit());
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        title: 'DEX listing',
        description: '',
        timeline: '',
        status: 'planned',
        translations: { tr: { title: 'DEX listelemesi', timeline: '2026 3. çeyrek' } },
      }),
    );
  });
});
