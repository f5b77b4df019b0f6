import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, toParagraphs } from './news-text';

describe('news text', () => {
  it('decodes Spanish accented entities, named and numeric', () => {
    expect(
      decodeEntities(
        'Pr&eacute;stamos, vacunaci&oacute;n, a&ntilde;o, ping&uuml;ino, &Aacute;rea, &Ntilde;u',
      ),
    ).toBe('Préstamos, vacunación, año, pingüino, Área, Ñu');
    expect(
      decodeEntities('&iexcl;Hola! &iquest;Qu&eacute;? &laquo;s&iacute;&raquo; &#233; &#xF1; &#8364;'),
    ).toBe('¡Hola! ¿Qué? «sí» é ñ €');
    expect(decodeEntities('&quot;a&quot; &amp; &lt;b&gt; &apos;c&apos;')).toBe('"a" & <b> \'c\'');
  });

  it('decodes once and leaves unknown or invalid references as written', () => {
    expect(decodeEntities('&amp;aacute; &amp;lt;')).toBe('&aacute; &lt;');
    expect(decodeEntities('&desconocida; & suelto &#0; &#xD800;')).toBe(
      '&desconocida; & suelto \uFFFD \uFFFD',
    );
  });

  it('strips tags and keeps paragraphs and line breaks', () => {
    const html =
      '<p>Desde hoy pod&eacute;s <strong>consultar</strong>\n tus pr&eacute;stamos.</p><p>L&iacute;nea 1<br>L&iacute;nea 2<br/></p>' +
      '<ul><li>Uno</li><li>Dos</li></ul>';
    expect(htmlToText(html)).toBe(
      'Desde hoy podés consultar tus préstamos.\n\nLínea 1\nLínea 2\n\n• Uno\n• Dos',
    );
    expect(toParagraphs(html)).toEqual([
      'Desde hoy podés consultar tus préstamos.',
      'Línea 1\nLínea 2',
      '• Uno\n• Dos',
    ]);
  });

  it('keeps the line breaks of a plain-text item and collapses runs of spaces', () => {
    expect(htmlToText('Primera línea\nSegunda   línea\n\n\n\nOtro párrafo&nbsp;&nbsp;final  ')).toBe(
      'Primera línea\nSegunda línea\n\nOtro párrafo final',
    );
  });

  it('drops scripts and styles with their content, and tags with ">" inside quoted attributes', () => {
    const html =
      '<p>Antes</p><script>window.__ran = true; document.body.innerHTML = "x"</script>' +
      '<img src="x" onerror="window.__ran = 1 > 0"><STYLE>p { color: red }</STYLE><!-- nota -->' +
      '<p onclick=\'alert(">")\'>Despu&eacute;s</p><script src="https://evil.example/x.js"></script><script>sin cierre';
    expect(htmlToText(html)).toBe('Antes\n\nDespués');
  });

  it('shows escaped markup as the literal text it is', () => {
    expect(htmlToText('Use &lt;b&gt;negrita&lt;/b&gt; y 5 &lt; 10')).toBe('Use <b>negrita</b> y 5 < 10');
  });
});
