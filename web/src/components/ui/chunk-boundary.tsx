import { Component, type ReactNode } from 'react';
import { sentenceGap, t } from '../../lib/i18n/i18n';

interface ChunkBoundaryState {
  failed: boolean;
}

/** Shows a short notice with a reload button when a lazily loaded part of the page fails. */
export class ChunkBoundary extends Component<{ children: ReactNode }, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChunkBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Part of the page failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="chunk-error" role="alert">
        {t('chunk.failed')}
        {sentenceGap()}
        <button type="button" className="link-button" onClick={() => window.location.reload()}>
          {t('chunk.reload')}
        </button>
      </p>
    );
  }
}
