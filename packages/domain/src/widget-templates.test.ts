import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderTemplate, templateTagsFor, type TemplateValues } from './widget-templates';

const renderTemplateText = (template: string, values: TemplateValues): string =>
  renderTemplate(template, values)
    .map((part) => part.text)
    .join('');

const values = { name: 'Алексей', amount: 15_000, currency: 'rub' as const, message: 'Привет!' };

describe('alert templates', () => {
  it('fills every placeholder and marks the substituted runs', () => {
    expect(renderTemplate('{name} — {amount}', values)).toEqual([
      { text: 'Алексей', tag: 'name' },
      { text: ' — ' },
      { text: '150\u00A0₽', tag: 'amount' },
    ]);
  });

  it('keeps unknown braces and text as they are', () => {
    expect(renderTemplateText('{who} задонатил {amount}!', values)).toBe('{who} задонатил 150\u00A0₽!');
  });

  it('never expands placeholders that arrive inside a value', () => {
    const sneaky = { ...values, name: '{message}', message: '<img src=x onerror=alert(1)>' };
    expect(renderTemplate('{name}: {message}', sneaky)).toEqual([
      { text: '{message}', tag: 'name' },
      { text: ': ' },
      { text: '<img src=x onerror=alert(1)>', tag: 'message' },
    ]);
  });

  it('leaves no empty runs for an empty message', () => {
    expect(renderTemplate('{message}', { ...values, message: '' })).toEqual([]);
  });

  it('is the template with values in place, for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (prefix, name) => {
        const clean = prefix.replace(/[{}]/g, '');
        expect(renderTemplateText(`${clean}{name}`, { ...values, name })).toBe(`${clean}${name}`);
      }),
    );
  });

  it('speaks of purchases for offer widgets', () => {
    expect(templateTagsFor('offer').find((tag) => tag.tag === '{message}')?.label).toBe('Название товара');
    expect(templateTagsFor('donation').map((tag) => tag.tag)).toEqual(['{name}', '{amount}', '{message}']);
  });
});
