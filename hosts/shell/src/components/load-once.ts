/**
 * A chunk loader that runs once (and again after a failure, e.g. offline) and remembers what it loaded,
 * so a component can render it synchronously once it is there.
 */
export function loadOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () => {
      if (!loading) {
        loading = load().then((result) => {
          value = result;
          return result;
        });
        loading.catch(() => {
          loading = null;
        });
      }
      return loading;
    },
    loaded: () => value,
  };
}
