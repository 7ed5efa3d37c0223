import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RenderFailureTexts {
  loading: string;
  hint: string;
  reload: string;
}

/** When the page fails to render, a calm "still loading" view with a reload button replaces it. */
export class RenderFailureBoundary extends Component<{ texts: RenderFailureTexts; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to render:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { texts } = this.props;
    return (
      <div className="site-container site-container--sm render-failure">
        <div className="stack render-failure__content" role="alert">
          <span className="spinner" aria-hidden="true" />
          <h1 className="text text--xl render-failure__title">{texts.loading}</h1>
          <p className="text text--dimmed">{texts.hint}</p>
          <button type="button" className="button button--filled button--sm" onClick={() => window.location.reload()}>
            {texts.reload}
          </button>
        </div>
      </div>
    );
  }
}
