import { useEffect } from 'react';
import { applyPageMetadata, pageMetadataFor } from '@app/shared/seo/page-metadata';

/** SPEC section 2: each route's page title and description, set on every route change. */
export function usePageMetadata(pathname: string, search: string): void {
  useEffect(() => {
    applyPageMetadata(document, pageMetadataFor(pathname, search));
  }, [pathname, search]);
}
