import { FileQuestion, SearchX } from 'lucide-react';
import { useAppSelector } from '../../lib/store';
import { ButtonLink } from '../../ui/button-link';
import { PublicPage } from './public-page';

function ErrorPage({
  icon: Icon,
  title,
  text,
}: {
  icon: typeof FileQuestion;
  title: string;
  text: string;
}) {
  const isLogin = useAppSelector((state) => state.access.is_login);
  return (
    <PublicPage>
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <Icon aria-hidden className="size-12 text-muted" />
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted">{text}</p>
        <ButtonLink to={isLogin ? '/' : '/login'}>
          {isLogin ? 'Go to your desk' : 'Go to login'}
        </ButtonLink>
      </div>
    </PublicPage>
  );
}

/** /404 */
export function NotFoundPage() {
  return (
    <ErrorPage
      icon={FileQuestion}
      title="Page not found"
      text="The page you asked for does not exist or has moved. Check the address, or start again from your desk."
    />
  );
}

/** /no-results-found */
export function NoResultsPage() {
  return (
    <ErrorPage
      icon={SearchX}
      title="No results found"
      text="Nothing matched what you searched for. Try a shorter word, or the name of a product such as mutual funds or bonds."
    />
  );
}
