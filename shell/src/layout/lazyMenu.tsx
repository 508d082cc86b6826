import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';

class MenuBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[powernest] a menu failed to load:', error);
    this.props.onFail();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A menu that is closed when the page loads (and then renders nothing) gets its code, with
 * MUI's Menu/Dialog/transitions, only when a visitor points at it or opens it. If the code
 * cannot load, the menu closes and the next open tries again.
 */
export function lazyMenu<P extends object>(load: () => Promise<ComponentType<P>>) {
  const preload = () => {
    load().catch(() => undefined); // webpack fetches a failed chunk again on the next import
  };

  function LazyMenu({ open, onClose, ...props }: P & { open: boolean; onClose: () => void }) {
    const [attempt, setAttempt] = useState(0);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    // Once opened it stays mounted, so it can animate its close.
    const Menu = useMemo(() => lazy(() => load().then((c) => ({ default: c }))), [attempt]); // eslint-disable-line react-hooks/exhaustive-deps
    if (!opened && !open) return null;
    return (
      <MenuBoundary
        key={attempt}
        onFail={() => {
          onClose();
          setOpened(false);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={null}>
          <Menu {...(props as P)} />
        </Suspense>
      </MenuBoundary>
    );
  }

  return { LazyMenu, preload };
}
