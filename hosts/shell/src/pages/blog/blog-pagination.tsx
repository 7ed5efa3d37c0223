import { Link } from 'react-router-dom';
import { useMessages } from '../../components/locale/locale-context';
import { paginationItems } from './pagination-items';

/**
 * The list's pages as real links (crawlers follow them without scripts): previous, the numbers with gaps,
 * next. The current page is marked with aria-current; a previous or next that does not exist is left out.
 */
export function BlogPagination({ current, count, hrefOf }: { current: number; count: number; hrefOf: (page: number) => string }) {
  const { pagination } = useMessages().blogList;
  if (count <= 1) return null;
  return (
    <nav className="blog-pagination" aria-label={pagination.label}>
      <ul className="blog-pagination__list">
        {current > 1 && (
          <li>
            <Link className="button button--sm blog-pagination__step" to={hrefOf(current - 1)} rel="prev" aria-label={pagination.previousLabel}>
              ← {pagination.previous}
            </Link>
          </li>
        )}
        {paginationItems(current, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="blog-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={`button button--sm blog-pagination__page ${item.page === current ? 'button--filled' : 'blog-pagination__page--idle'}`}
                to={hrefOf(item.page)}
                aria-label={pagination.page(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link className="button button--sm blog-pagination__step" to={hrefOf(current + 1)} rel="next" aria-label={pagination.nextLabel}>
              {pagination.next} →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
