import { Component, type ReactNode } from 'react';
import type { FederationName } from '@sakina/shared/contracts';
import { NetworkErrorPage } from '../errors/network-error-page';
import { isChunkLoadError, reloadOnceFor } from './chunk-reload';

interface Props {
  remote: FederationName;
  onRetry: () => void;
  children: ReactNode;
}

type State = { status: 'ok' } | { status: 'unavailable' } | { status: 'failed'; error: unknown };

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** Catches a remote that cannot load; any other error goes up to the shell's error page. */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { status: 'ok' };

  static getDerivedStateFromError(error: unknown): State {
    const loadFailure = error instanceof Error && (error.name === 'RemoteLoadError' || isChunkLoadError(error));
    return loadFailure ? { status: 'unavailable' } : { status: 'failed', error };
  }

  componentDidCatch(error: unknown): void {
    if (this.state.status === 'failed') return;
    console.error(error);
    if (isChunkLoadError(error)) reloadOnceFor(window.location.pathname);
  }

  render() {
    switch (this.state.status) {
      case 'ok':
        return this.props.children;
      case 'unavailable':
        return <NetworkErrorPage onRetry={this.props.onRetry} />;
      case 'failed':
        return <Rethrow error={this.state.error} />;
      default:
        return this.state satisfies never;
    }
  }
}
