import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './paragraphs';

describe('textToHtml', () => {
  it('keeps paragraphs and line breaks and escapes markup', () => {
    expect(textToHtml('Bom dia!\nTragam o livro.\n\n<b>Prova</b> & revisão')).toBe(
      '<p>Bom dia!<br>Tragam o livro.</p><p>&lt;b&gt;Prova&lt;/b&gt; &amp; revisão</p>',
    );
  });
});

describe('htmlToText', () => {
  it('gives back the text that textToHtml wrote', () => {
    const text = 'Bom dia!\nTragam o livro.\n\n<b>Prova</b> & revisão';
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText('')).toBe('');
  });

  it('keeps the words of richer markup', () => {
    expect(htmlToText('<p>Leia <strong>o texto</strong>:</p><ul><li>um</li><li>dois</li></ul>')).toBe(
      'Leia o texto:\n\num\n\ndois',
    );
  });
});
