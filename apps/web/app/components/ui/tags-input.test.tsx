import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagsInput } from './tags-input';

function Controlled({ initial = [], max }: { initial?: string[]; max?: number }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagsInput label="Теги" value={tags} onChange={setTags} max={max} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const tags = () => screen.getByTestId('tags').textContent;
const input = () => screen.getByLabelText('Теги');

describe('TagsInput', () => {
  it('splits typed text on whitespace, commas and semicolons', async () => {
    render(<Controlled />);
    await userEvent.type(input(), 'cs2 dota,  rust;valorant');
    expect(tags()).toBe('cs2|dota|rust');
    expect(input()).toHaveValue('valorant');
    await userEvent.type(input(), '{Enter}');
    expect(tags()).toBe('cs2|dota|rust|valorant');
    expect(input()).toHaveValue('');
  });

  it('adds every tag of pasted text', async () => {
    render(<Controlled />);
    await userEvent.click(input());
    await userEvent.paste(' steam, psn ;xbox ');
    expect(tags()).toBe('steam|psn|xbox');
    expect(input()).toHaveValue('');
  });

  it('ignores duplicates', async () => {
    render(<Controlled initial={['steam']} />);
    await userEvent.type(input(), 'steam psn psn ');
    expect(tags()).toBe('steam|psn');
  });

  it('removes the last tag on Backspace in an empty input', async () => {
    render(<Controlled initial={['a', 'b']} />);
    await userEvent.type(input(), 'c{Backspace}');
    expect(tags()).toBe('a|b');
    await userEvent.type(input(), '{Backspace}');
    expect(tags()).toBe('a');
  });

  it('removes a tag from its chip', async () => {
    render(<Controlled initial={['a', 'b']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «a»' }));
    expect(tags()).toBe('b');
  });

  it('stops at max and counts against it', async () => {
    render(<Controlled max={2} />);
    await userEvent.type(input(), 'a b c ');
    expect(tags()).toBe('a|b');
    expect(screen.getByText('2/2')).toBeInTheDocument();
  });

  it('has no limit with max 0', async () => {
    render(<Controlled max={0} />);
    await userEvent.click(input());
    await userEvent.paste(Array.from({ length: 30 }, (_, i) => `t${i}`).join(' '));
    expect(tags()?.split('|')).toHaveLength(30);
  });

  it('adds the unfinished tag on blur', async () => {
    render(<Controlled />);
    await userEvent.type(input(), 'gift');
    await userEvent.tab();
    expect(tags()).toBe('gift');
  });
});
