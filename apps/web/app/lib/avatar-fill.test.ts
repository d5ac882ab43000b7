import { describe, expect, it } from 'vitest';
import { avatarFill, contrastWithWhite } from './avatar-fill';

const PALETTE = ['#3b82f6', '#8b5cf6', '#ec4899', '#ef4444', '#f97316', '#10b981', '#14b8a6', '#6366f1'];

describe('avatarFill', () => {
  it('darkens every avatar colour until white letters meet WCAG AA, keeping its hue family', () => {
    for (const color of PALETTE) {
      const fill = avatarFill(color);
      expect(contrastWithWhite(fill), `${color} → ${fill}`).toBeGreaterThanOrEqual(4.5);
      expect(fill).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('leaves a colour that already reads, and anything that is not a hex colour', () => {
    expect(avatarFill('#1e293b')).toBe('#1e293b');
    expect(avatarFill('var(--x)')).toBe('var(--x)');
  });
});
