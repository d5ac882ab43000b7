import type { Review } from '@lootmarket/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

const review: Review = {
  id: '3f1f7a52-4c1e-4e5b-9f0e-0c0b5e8e2a11',
  orderId: null,
  rating: 4,
  text: `Всё пришло. ${XSS}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  author: { name: `Артём ${XSS}`, avatarLetters: 'АК', avatarColor: '#7c3aed' },
  product: { title: 'Кристаллы Genshin Impact — 300 шт.', slug: 'genshin-kristally-300' },
  seller: { id: '7', name: 'KeyHunter' },
  answer: { text: `Спасибо! ${XSS}`, createdAt: '2026-11-20T13:00:00.000Z' },
  hiddenReason: null,
};

function renderCard(about = false) {
  const router = createMemoryRouter([{ path: '*', element: <ReviewCard review={review} about={about} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('a review card', () => {
  it('shows the texts people wrote as text, never as markup', () => {
    const { container } = renderCard();
    expect(container.querySelector('[data-review-text]')!.textContent).toBe(review.text);
    expect(container.querySelector('[data-answer-text]')!.textContent).toBe(review.answer!.text);
    expect(screen.getByText(review.author.name)).toBeDefined();
    expect(container.querySelector('article img, article script')).toBeNull();
  });

  it('reads out the stars and links the product, and the shop only where the list is the buyer’s own', () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Оценка 4,0 из 5' })).toBeDefined();
    expect(screen.getByRole('link', { name: review.product.title }).getAttribute('href')).toBe(
      '/product/genshin-kristally-300',
    );
    expect(screen.queryByRole('link', { name: 'KeyHunter' })).toBeNull();
  });

  it('names the shop in the reviews a buyer left', () => {
    renderCard(true);
    expect(screen.getByRole('link', { name: 'KeyHunter' }).getAttribute('href')).toBe('/seller/7');
  });
});
