import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isEggKey, isTypingTarget, nextEggIndex } from './easter-egg-keys';
import { EGG_SLIDES } from './egg-slides';
import { NotFoundPage } from './not-found-page';

function renderPage() {
  render(
    <MemoryRouter>
      <input aria-label="Поле" />
      <NotFoundPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const captions = EGG_SLIDES.map((slide) => slide.caption);
const expectSlide = (i: number) => expect(screen.getByText(captions[i]!)).toBeInTheDocument();

describe('nextEggIndex', () => {
  it('steps forward and wraps after the last', () => {
    expect([0, 1, 2, 3, 4].map((i) => nextEggIndex(i, 5))).toEqual([1, 2, 3, 4, 0]);
    expect(nextEggIndex(0, 0)).toBe(0);
  });
});

describe('isEggKey', () => {
  it.each(['f', 'F', 'а', 'А'])('accepts %s', (key) => expect(isEggKey({ key, code: '' })).toBe(true));
  it('accepts the physical F key in any layout', () => expect(isEggKey({ key: 'ф', code: 'KeyF' })).toBe(true));
  it.each(['g', 'ф', 'a', 'Enter'])('rejects %s', (key) => expect(isEggKey({ key, code: '' })).toBe(false));
  it('leaves Ctrl+F to the browser', () => expect(isEggKey({ key: 'f', code: 'KeyF', ctrlKey: true })).toBe(false));
});

describe('isTypingTarget', () => {
  it('knows fields from the rest of the page', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('NotFoundPage', () => {
  it('shows 404, the heading and the way home', () => {
    renderPage();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Нажми F, чтобы отдать дань уважения')).toBeInTheDocument();
    expect(screen.getByText('Коснись картинки')).toBeInTheDocument();
  });

  it('has five slides', () => expect(EGG_SLIDES).toHaveLength(5));

  it.each(['f', 'F', 'а', 'А'])('steps through five slides and wraps with %s', async (key) => {
    const user = renderPage();
    expectSlide(0);
    for (const next of [1, 2, 3, 4, 0]) {
      await user.keyboard(key);
      expectSlide(next);
    }
  });

  it('advances on the physical F key in another layout', () => {
    renderPage();
    fireEvent.keyDown(window, { key: 'ф', code: 'KeyF' });
    expectSlide(1);
  });

  it('advances when the picture is tapped', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Следующая картинка' }));
    expectSlide(1);
  });

  it('ignores F typed into an input', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Поле'), 'fаFА');
    expectSlide(0);
  });

  it('ignores held keys and shortcuts', () => {
    renderPage();
    fireEvent.keyDown(window, { key: 'f', code: 'KeyF', repeat: true });
    fireEvent.keyDown(window, { key: 'f', code: 'KeyF', ctrlKey: true });
    expectSlide(0);
  });
});
