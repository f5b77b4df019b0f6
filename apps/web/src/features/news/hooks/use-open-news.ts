import { useNavigate } from 'react-router';
import type { News } from '../utils/news-item';
import { storeSelectedNews } from '../utils/selected-news';

/** Opening an item keeps it under selectedNews (docs/product.md#route-table), so the detail survives a reload. */
export function useOpenNews() {
  const navigate = useNavigate();
  return (news: News) => {
    storeSelectedNews(news);
    void navigate('/news-detail');
  };
}
