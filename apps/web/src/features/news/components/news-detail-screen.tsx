import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { NewsArticle } from '@portal/ui/news-article';
import { readSelectedNews } from '../utils/selected-news';

/** /news-detail: the item kept under selectedNews; with none, back to the dashboard (docs/product.md#route-table). */
export function NewsDetailScreen() {
  const [news] = useState(readSelectedNews);
  const navigate = useNavigate();
  const location = useLocation();
  if (!news) return <Navigate to="/dashboard" replace />;

  // Opened straight from a link or a reload there is no history entry of ours to go back to.
  const back = () => void (location.key === 'default' ? navigate('/news') : navigate(-1));

  return <NewsArticle news={news} onBack={back} />;
}
