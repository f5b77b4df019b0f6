import { describe, expect, it } from 'vitest';
import { mergeNews, newsImageUrl, toNews, toStoredNews, type News } from './news-item';

const news = (id: number, title = `Noticia ${id}`): News => ({
  id,
  title,
  content: '',
  date: '',
  image: null,
});

describe('news items', () => {
  it('maps the server fields to the client ones', () => {
    const image = 'A'.repeat(24);
    expect(
      toNews({ Id: 3, Titulo: 'T', Texto: '<p>x</p>', Fecha: '2025-01-05T12:00:00.000Z', Imagen: image }),
    ).toEqual({
      id: 3,
      title: 'T',
      content: '<p>x</p>',
      date: '2025-01-05T12:00:00.000Z',
      image: `data:image/jpeg;base64,${image}`,
    });
  });

  it('makes a JPEG data URL only of an image longer than 23 characters', () => {
    expect(newsImageUrl('')).toBeNull();
    expect(newsImageUrl(null)).toBeNull();
    expect(newsImageUrl('A'.repeat(23))).toBeNull();
    expect(newsImageUrl('A'.repeat(24))).toBe(`data:image/jpeg;base64,${'A'.repeat(24)}`);
    expect(newsImageUrl('data:image/jpeg;base64,/9j/4AAQSkZJRg')).toBe(
      'data:image/jpeg;base64,/9j/4AAQSkZJRg',
    );
  });

  it("takes a value of 23 characters or fewer as the server's image address, only on this origin", () => {
    expect(newsImageUrl('/api/i/7/0a1b2')).toBe('/api/i/7/0a1b2');
    expect(newsImageUrl('/api/i/2147483647/0a1b2')).toBe('/api/i/2147483647/0a1b2');
    expect(toNews({ Id: 7, Titulo: 'T', Texto: '', Fecha: '', Imagen: '/api/i/7/0a1b2' }).image).toBe(
      '/api/i/7/0a1b2',
    );
    for (const other of ['//evil.example/x.jpg', 'javascript:alert(1)', '/\\evil.example', 'api/i/7', '/a b'])
      expect(newsImageUrl(other)).toBeNull();
  });

  it('stores an item for the detail as the server sent it', () => {
    const item = { Id: 9, Titulo: 'T', Texto: 'x', Fecha: 'f', Imagen: 'B'.repeat(30) };
    expect(toStoredNews(toNews(item))).toEqual(item);
    expect(toStoredNews(news(1))).toMatchObject({ Id: 1, Imagen: '' });
    const byAddress = { ...item, Imagen: '/api/i/9/0a1b2' };
    expect(toStoredNews(toNews(byAddress))).toEqual(byAddress);
  });

  it('merges pages in order without repeating an id', () => {
    const merged = mergeNews(
      [news(12), news(11), news(10)],
      [news(10, 'repetida'), news(9)],
      [],
      [news(12), news(8)],
    );
    expect(merged.map((item) => item.id)).toEqual([12, 11, 10, 9, 8]);
    expect(merged.find((item) => item.id === 10)?.title).toBe('Noticia 10');
    expect(mergeNews()).toEqual([]);
  });
});
