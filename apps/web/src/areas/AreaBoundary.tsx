import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Loading } from '../components/Status';

/** What a page whose code could not be loaded shows: the reason, and a reload (a failed load is not tried again otherwise). */
function LoadFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <div className="status status--error" role="alert">
      <p>{t('status.error', { message: error.message })}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('status.retry')}
      </button>
    </div>
  );
}

interface CatchProps {
  /** The page's path: the error is forgotten when the reader goes elsewhere. */
  path: string;
  children: ReactNode;
}

class CatchLoadFailure extends Component<CatchProps, { error: Error | null; path: string }> {
  override state = { error: null as Error | null, path: this.props.path };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: CatchProps, state: { error: Error | null; path: string }) {
    return props.path === state.path ? null : { error: null, path: props.path };
  }

  override render() {
    return this.state.error ? <LoadFailed error={this.state.error} /> : this.props.children;
  }
}

/**
 * Where a page of a lazily loaded area (areas/index.tsx) is shown: "loading" while its code (or
 * its words, loaded by the same suspense) comes, and a message with a reload if it cannot be
 * loaded (the venue's network dropped), instead of an empty screen.
 */
export function AreaBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <CatchLoadFailure path={pathname}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </CatchLoadFailure>
  );
}
