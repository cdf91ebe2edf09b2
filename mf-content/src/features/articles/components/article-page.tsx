import { PageHeading } from '@app/shared/ui';

export function ArticlePage() {
  return <PageHeading lead="Expert advice from our blog.">Article</PageHeading>;
}
